import type { BoatCalendar } from '@yali/contract';
import { AvailabilityCalendar, monthStart } from '@/components/public/availability-calendar';

export { monthStart };

/**
 * The boat page's availability calendar: the shared 12-month calendar
 * (components/public/availability-calendar.tsx) over the boat calendar call,
 * whose days are free, held (an option or confirmed rental), unpriced or
 * past. `calendar` null: the call failed, and the section says so instead.
 */
export function BoatAvailabilityCalendar({
  calendar,
  today,
  months = 12,
  visible = 3,
}: {
  calendar: BoatCalendar | null;
  today: string;
  months?: number;
  visible?: number;
}) {
  return <AvailabilityCalendar days={calendar?.days ?? null} today={today} months={months} visible={visible} />;
}
