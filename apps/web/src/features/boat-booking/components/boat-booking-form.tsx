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
    fetchQuote: ({ slug, ...q }, signal) => fetchBoatQuote(slug, q, signal),
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
        return lastDay === checkin ? formatDayShort(checkin) : `${formatDayShort(checkin)} – ${formatDayShort(lastDay)}`;
      },
    },
    // The booking box's header follows the quote: the rental's total and daily average (stay-price.tsx).
    stay: (quote) => ({ unit: 'gün', count: quote.days_count, nightsKurus: quote.total_kurus }),
    send: (guest, currency) =>
      sendBoatBookingRequest({
        boat_slug: boat.slug,
        checkin: first!,
        checkout: addDaysIso(last!, 1),
        guests,
        currency,
        ...guest,
      }),
  });
  const { calendar, carried } = booking;

  const minDays = calendar ? minDaysAt(calendar, first) : Math.max(1, boat.min_days);
  const hint = !first
    ? 'İlk günü seçin.'
    : !last
      ? `Son günü seçin (en az ${minDays} gün).`
      : choosingLast
        ? 'Günübirlik tur seçildi; birkaç gün için son günü seçin.'
        : `${formatDayShort(first)}${last !== first ? ` – ${formatDayShort(last)}` : ''}`;

  return (
    <UnitBookingSection
      booking={booking}
      success={(created) => {
        const lastDay = addDaysIso(created.checkout, -1);
        return {
          testId: 'boat-booking-success',
          rows: [
            { label: 'Tekne', value: created.boat.name, strong: true },
            {
              label: created.days === 1 ? 'Gün' : 'Günler',
              value:
                (created.days === 1 ? formatDay(created.checkin) : `${formatDay(created.checkin)} – ${formatDay(lastDay)}`) +
                (created.days > 1 ? ` (${created.days} gün)` : ''),
            },
            { label: 'Kişi', value: `${created.guests} kişi` },
          ],
          guests: created.guests,
        };
      }}
      chosen={{
        dates: [
          { label: 'İlk gün', value: first, testId: 'boat-booking-first' },
          { label: 'Son gün', value: last, testId: 'boat-booking-last' },
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
        minimum: { label: 'En az kiralama', value: first || !minDaysLabel ? `${minDays} gün` : minDaysLabel },
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
          format={(n) => `${n} kişi`}
          onChange={setGuests}
        />
      }
      quoteView={(quote, stale) => <QuoteView quote={quote} currency={booking.currency} stale={stale} />}
      request={{
        label: 'Tekne rezervasyon talebi',
        footnote: 'Talebiniz ödeme almadan iletilir; günler ekibimiz opsiyon verdiğinde sizin için ayrılır.',
      }}
    />
  );
}

function QuoteView({ quote, currency, stale }: { quote: BoatQuote; currency: Currency; stale: boolean }) {
  if (!quote.bookable || quote.total_kurus === null || quote.prepayment_kurus === null) {
    return <Notice tone="warn">{quote.message ?? 'Bu günler için fiyat hesaplanamadı.'}</Notice>;
  }
  return (
    <QuoteCard
      testIdPrefix="boat-booking"
      stale={stale}
      quote={quote}
      currency={currency}
      totals={{ totalKurus: quote.total_kurus, prepaymentKurus: quote.prepayment_kurus }}
      breakdown={{
        title: quote.days_count === 1 ? 'Günübirlik kiralama' : `${quote.days_count} gün kiralama`,
        lines: [
          ...quote.weeks.map((w) => ({
            key: w.start,
            label: `${formatDayShort(w.start)} – ${formatDayShort(addDaysIso(w.end, -1))} (haftalık)`,
            kurus: w.price_kurus,
          })),
          ...quote.days.map((n) => ({ key: n.date, label: formatDayShort(n.date), kurus: n.price_kurus })),
        ],
        totalKurus: quote.total_kurus,
      }}
      lines={() =>
        quote.weeks.length > 0 && (
          <div className={quoteRow}>
            <dt>Haftalık fiyat uygulandı</dt>
            <dd className="text-right">
              {quote.weeks.length} hafta{quote.days.length > 0 ? ` + ${quote.days.length} gün` : ''}
            </dd>
          </div>
        )
      }
    />
  );
}
