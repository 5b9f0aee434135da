'use client';

/**
 * The boat page's booking section (issue 7):
 * rental days picker with held days disabled (one-day or
 * multi-day), guests up to the boat's capacity, a live quote from the API
 * (full weeks at the weekly rate, daily days, total, kapora, in TL and the
 * visitor's currency), the reason when the rental cannot be booked, the
 * request form with KVKK consent, and the success screen with the 'YT…'
 * code. Prices are computed by the API only. The parts villas share come
 * from `features/booking/unit-booking`; the page mounts it as a deferred
 * island, like the villa's panel, to keep it out of first-load JavaScript.
 */
import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@yali/contract/locales';
import type { BoatQuote, Currency } from '@yali/contract';
import { addDaysIso, formatDay, formatDayShort } from '@/features/booking/format';
import { labelClass, Notice } from '@/features/booking/guest-request-form';
import { quoteRow } from '@/features/booking/quote-totals';
import { CountSelect, GuestsCaption, QuoteCard, UnitBookingSection, useUnitBooking } from '@/features/booking/unit-booking';
import { fetchBoatCalendar, fetchBoatQuote, sendBoatBookingRequest } from '../api';
import { BoatDaysPicker, minDaysAt } from './boat-days-picker';

/**
 * The boat as the page gives it: slug, name, capacity (guests) and minimum
 * rental days; `minDaysLabel`: the minimum as the page states it before a
 * first day is chosen ("1–3 gün (döneme göre)", features/booking/min-stay.ts).
 */
export type BoatBookingFormProps = {
  boat: { slug: string; name: string; capacity: number; min_days: number };
  minDaysLabel?: string;
};

export function BoatBookingForm({ boat, minDaysLabel }: BoatBookingFormProps) {
  const t = useTranslations('Client.Booking');
  const locale = useLocale() as Locale;
  const short = (iso: string) => formatDayShort(iso, locale);
  const [first, setFirst] = useState<string>();
  const [last, setLast] = useState<string>();
  const [choosingLast, setChoosingLast] = useState(false);
  const [guests, setGuests] = useState(Math.min(2, Math.max(1, boat.capacity)));
  const booking = useUnitBooking({
    kind: 'boat',
    slug: boat.slug,
    loadCalendar: fetchBoatCalendar,
    quoteParams: (currency) =>
      first && last ? { slug: boat.slug, checkin: first, checkout: addDaysIso(last, 1), guests, currency } : null,
    fetchQuote: ({ slug, ...q }, signal) => fetchBoatQuote(slug, q, signal, locale),
    // `?checkin=…&days=…&guests=…` from the boat listing (issue 23), carried as the villa page carries its stay.
    carried: {
      apply: (checkin, checkout) => {
        setFirst(checkin);
        setLast(addDaysIso(checkout, -1));
        setChoosingLast(false);
      },
      onGuests: (n) => setGuests(Math.max(1, Math.min(n, boat.capacity))),
      range: (checkin, checkout) => {
        const lastDay = addDaysIso(checkout, -1);
        return lastDay === checkin ? short(checkin) : `${short(checkin)} – ${short(lastDay)}`;
      },
    },
    // The booking box's header follows the quote: the rental's total and daily average (stay-price.tsx).
    stay: (quote) => ({ unit: 'gün', count: quote.days_count, nightsKurus: quote.total_kurus }),
    send: (guest, currency) =>
      sendBoatBookingRequest(
        {
          boat_slug: boat.slug,
          checkin: first!,
          checkout: addDaysIso(last!, 1),
          guests,
          currency,
          // The guest's language, stored on the reservation for the guest's mails (issue 18).
          lang: locale,
          ...guest,
        },
        locale,
      ),
  });
  const { calendar, carried } = booking;

  const minDays = calendar ? minDaysAt(calendar, first) : Math.max(1, boat.min_days);
  const hint = !first
    ? t('boatChooseFirst')
    : !last
      ? t('boatChooseLast', { count: minDays })
      : choosingLast
        ? t('boatDayTrip')
        : `${short(first)}${last !== first ? ` – ${short(last)}` : ''}`;

  return (
    <UnitBookingSection
      booking={booking}
      success={(created) => {
        const lastDay = addDaysIso(created.checkout, -1);
        return {
          testId: 'boat-booking-success',
          rows: [
            { label: t('boat'), value: created.boat.name, strong: true },
            {
              label: created.days === 1 ? t('day') : t('daysLabel'),
              value:
                (created.days === 1
                  ? formatDay(created.checkin, locale)
                  : `${formatDay(created.checkin, locale)} – ${formatDay(lastDay, locale)}`) +
                (created.days > 1 ? t('daysCount', { count: created.days }) : ''),
            },
            { label: t('party'), value: t('people', { count: created.guests }) },
          ],
          guests: created.guests,
        };
      }}
      chosen={{
        dates: [
          { label: t('firstDay'), value: first, testId: 'boat-booking-first' },
          { label: t('lastDay'), value: last, testId: 'boat-booking-last' },
        ],
        hint,
        onClear: first
          ? () => {
              setFirst(undefined);
              setLast(undefined);
              setChoosingLast(false);
              carried.clearNote();
            }
          : null,
        minimum: { label: t('minRental'), value: first || !minDaysLabel ? t('days', { count: minDays }) : minDaysLabel },
      }}
      // Mounted once carried days are settled: the picker opens on the month of the first day.
      picker={(calendar) => (
        <BoatDaysPicker
          calendar={calendar}
          openMonth={carried.openMonth}
          first={first}
          last={last}
          choosingLast={choosingLast}
          onChange={(f, l, c) => {
            setFirst(f);
            setLast(l);
            setChoosingLast(c);
            carried.clearNote();
          }}
        />
      )}
      party={
        <CountSelect
          label={<GuestsCaption capacity={boat.capacity} />}
          labelClassName={labelClass}
          value={guests}
          min={1}
          max={boat.capacity}
          format={(n) => t('people', { count: n })}
          onChange={setGuests}
        />
      }
      quoteView={(quote, stale) => <QuoteView quote={quote} currency={booking.currency} stale={stale} />}
      request={{
        label: t('boatRequest'),
        footnote: t('boatFootnote'),
      }}
    />
  );
}

function QuoteView({ quote, currency, stale }: { quote: BoatQuote; currency: Currency; stale: boolean }) {
  const t = useTranslations('Client.Booking');
  const locale = useLocale() as Locale;
  const short = (iso: string) => formatDayShort(iso, locale);
  if (!quote.bookable || quote.total_kurus === null || quote.prepayment_kurus === null) {
    return <Notice tone="warn">{quote.message ?? t('boatNoPrice')}</Notice>;
  }
  return (
    <QuoteCard
      testIdPrefix="boat-booking"
      stale={stale}
      quote={quote}
      currency={currency}
      totals={{ totalKurus: quote.total_kurus, prepaymentKurus: quote.prepayment_kurus }}
      breakdown={{
        title: quote.days_count === 1 ? t('dayTrip') : t('daysRental', { count: quote.days_count }),
        lines: [
          ...quote.weeks.map((w) => ({
            key: w.start,
            label: t('weekly', { range: `${short(w.start)} – ${short(addDaysIso(w.end, -1))}` }),
            kurus: w.price_kurus,
          })),
          ...quote.days.map((n) => ({ key: n.date, label: short(n.date), kurus: n.price_kurus })),
        ],
        totalKurus: quote.total_kurus,
      }}
      lines={() =>
        quote.weeks.length > 0 && (
          <div className={quoteRow}>
            <dt>{t('weeklyApplied')}</dt>
            <dd className="text-right">
              {t('weeks', { count: quote.weeks.length })}
              {quote.days.length > 0 ? t('plusDays', { count: quote.days.length }) : ''}
            </dd>
          </div>
        )
      }
    />
  );
}
