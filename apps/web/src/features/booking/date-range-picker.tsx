'use client';

/**
 * Check-in / check-out picker of the booking section (react-day-picker, tr
 * locale). Ranges are half-open: a held night's day cannot be a check-in or
 * a night of the stay, but it can be the check-out day (same-day turnover).
 * First click picks the check-in (free, priced, allowed weekday), the second
 * the check-out, up to the first held night. The API's quote stays the judge.
 */
import type { VillaCalendar } from '@yali/contract';
import { addDaysIso, nightsBetween } from './format';
import { UnitDayPicker } from './unit-day-picker';
import { useTranslations } from 'next-intl';

type Day = VillaCalendar['days'][number];

export function DateRangePicker({
  calendar,
  checkin,
  checkout,
  openMonth,
  onChange,
}: {
  calendar: VillaCalendar;
  checkin: string | undefined;
  checkout: string | undefined;
  /** A day of the month to open on when no check-in is chosen (default: today's month). */
  openMonth?: string | undefined;
  onChange: (checkin: string | undefined, checkout: string | undefined) => void;
}) {
  const t = useTranslations('Client.Booking');
  const days = new Map<string, Day>(calendar.days.map((d) => [d.date, d]));
  const last = calendar.days.at(-1)?.date ?? calendar.today;
  const choosingCheckout = checkin !== undefined && checkout === undefined;

  const canCheckin = (iso: string) => {
    const d = days.get(iso);
    return iso >= calendar.today && d !== undefined && d.free && d.checkin;
  };

  // The first held night on or after check-in: the latest possible check-out.
  let limit = addDaysIso(last, 1);
  if (checkin) {
    for (let d = checkin; d <= last; d = addDaysIso(d, 1)) {
      if (days.get(d)?.free === false) {
        limit = d;
        break;
      }
    }
  }
  const minNights = checkin ? (days.get(checkin)?.min_nights ?? calendar.min_stay) : calendar.min_stay;
  // A stay that exactly fills a gap waives the minimum (see the API's quote rules).
  const startsAtGap = checkin !== undefined && (checkin === calendar.today || days.get(addDaysIso(checkin, -1))?.free === false);

  const canCheckout = (iso: string) => {
    if (!checkin || iso <= checkin || iso > limit) return false;
    return nightsBetween(checkin, iso) >= minNights || (iso === limit && startsAtGap);
  };

  return (
    <UnitDayPicker
      calendar={calendar}
      openOn={checkin ?? openMonth}
      rule={{
        start: checkin,
        end: checkout,
        disabled: (iso) =>
          choosingCheckout ? !(canCheckout(iso) || (iso <= (checkin as string) && canCheckin(iso))) : !canCheckin(iso),
        click: (iso) => {
          if (!choosingCheckout || iso <= (checkin as string))
            onChange(iso === checkin && choosingCheckout ? undefined : iso, undefined);
          else onChange(checkin, iso);
        },
        notes: (iso) => [iso === checkin ? t('checkinDay') : '', iso === checkout ? t('checkoutDay') : ''],
      }}
    />
  );
}
