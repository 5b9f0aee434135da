'use client';

/**
 * The month grid of the search's date field (issue 23): the booking
 * section's own picker (UnitDayPicker, Turkish labels) over every day from
 * today, without a unit's calendar — whether a villa or boat is free is the
 * search's answer, not the picker's. Loaded only when the field opens, so
 * the listing and home pages do not ship react-day-picker on first load.
 */
import { useTranslations } from 'next-intl';
import { addDaysIso } from '@/features/booking/format';
import { bookingSectionClass } from '@/features/booking/unit-booking';
import { UnitDayPicker } from '@/features/booking/unit-day-picker';

/** Days the picker offers from today; the API searches stays up to a year and a half ahead. */
const HORIZON_DAYS = 540;

/**
 * `mode` 'nights': a stay, [start, end) with `end` the check-out day, at most
 * `maxLength` nights. 'days': a boat rental, [start, end] with `end` the last
 * day (inclusive), at most `maxLength` days. `onChange` gets the new start and
 * end (end undefined while the second click is awaited).
 */
export default function SearchRangeCalendar({
  mode,
  today,
  start,
  end,
  maxLength,
  onChange,
}: {
  mode: 'nights' | 'days';
  today: string;
  start: string | undefined;
  end: string | undefined;
  maxLength: number;
  onChange: (start: string | undefined, end: string | undefined) => void;
}) {
  const days = Array.from({ length: HORIZON_DAYS }, (_, i) => ({ date: addDaysIso(today, i), free: true }));
  const choosingEnd = start !== undefined && end === undefined;
  // A stay's check-out is after its check-in; a boat's last day may be its first.
  const firstEnd = start ? addDaysIso(start, mode === 'nights' ? 1 : 0) : today;
  const lastEnd = start ? addDaysIso(start, mode === 'nights' ? maxLength : maxLength - 1) : today;
  const t = useTranslations('Client.Dates');
  const [startNote, endNote] = mode === 'nights' ? [t('checkIn'), t('checkOut')] : [t('firstDay'), t('lastDay')];
  return (
    // The booking section's brand colours (light/dark) for the picker.
    <div className={bookingSectionClass}>
      <UnitDayPicker
        calendar={{ today, days }}
        openOn={start}
        rule={{
          start,
          end,
          disabled: (iso) => iso < today || (choosingEnd && iso > lastEnd),
          click: (iso) => {
            if (choosingEnd && iso >= firstEnd) onChange(start, iso);
            else onChange(iso, undefined);
          },
          notes: (iso) => [iso === start ? startNote : '', iso === end ? endNote : ''],
        }}
      />
    </div>
  );
}
