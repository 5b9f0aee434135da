import { FeedsScreen } from '@/features/calendar-sync/components/feeds-screen';

export default function CalendarFeedsPage() {
  return <FeedsScreen />;
}
