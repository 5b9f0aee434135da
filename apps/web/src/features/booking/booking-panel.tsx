'use client';

/**
 * The villa page's booking section (issue 5): date range picker with held
 * days disabled and the minimum stay shown, guests, a live quote from the API
 * (night count, nightly breakdown, cleaning fee, total, kapora, damage
 * deposit, in TL and the visitor's currency), the reason when the stay cannot
 * be booked, the request form with KVKK consent, and the success screen with
 * the reservation code. Prices are computed by the API only.
 *
 * A link from the listing or a short-term offer carries
 * `?checkin=…&checkout=…&guests=…`: the panel pre-selects them and quotes at
 * once. The query is read in the browser after mount, so the villa page stays
 * one cached HTML for every visitor (decision 004).
 */
import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@yali/contract/locales';
import type { Currency, StayQuote } from '@yali/contract';
// The party rules by their own entry: the package's index would bring zod and its locales into this island.
import { guestsInCapacity, MAX_INFANTS } from '@yali/contract/party';
import { fetchCalendar, fetchQuote, sendBookingRequest } from './api';
import { DateRangePicker } from './date-range-picker';
import { labelClass, Notice } from './guest-request-form';
import { formatDay, formatDayShort } from './format';
import { quoteRow } from './quote-totals';
import { CountSelect, GuestsCaption, QuoteCard, UnitBookingSection, useUnitBooking } from './unit-booking';

/** The guest selects' label: the plain style of a field inside the 'Kişi sayısı' group. */
const guestSelect = { labelClassName: 'mb-1 block text-sm text-slate-700 dark:text-slate-200' };

/**
 * `minStay`: the villa's own minimum (nights); `minStayLabel`: the minimum as
 * the page states it before a check-in is chosen ("5–7 gece (döneme göre)",
 * min-stay.ts) — then the check-in night's period's rule is shown.
 * `infantsCounted`: whether infants (0–2) take a place of `capacity`, the
 * agency's setting (issue 23); when not, up to MAX_INFANTS come on top.
 */
export function BookingPanel({
  slug,
  capacity,
  minStay,
  minStayLabel,
  infantsCounted = false,
}: {
  slug: string;
  capacity: number;
  minStay: number;
  minStayLabel?: string;
  infantsCounted?: boolean;
}) {
  const t = useTranslations('Client.Booking');
  const locale = useLocale() as Locale;
  const [checkin, setCheckin] = useState<string>();
  const [checkout, setCheckout] = useState<string>();
  const [adults, setAdults] = useState(Math.min(2, capacity));
  const [children, setChildren] = useState(0);
  const [infants, setInfants] = useState(0);
  // Places left for each select: the others' counts taken from the capacity (infants only when counted).
  const room = (without: Partial<Record<'adults' | 'children' | 'infants', number>>) =>
    capacity - guestsInCapacity({ adults, children, infants, ...without }, infantsCounted);
  const booking = useUnitBooking({
    kind: 'villa',
    slug,
    loadCalendar: fetchCalendar,
    quoteParams: (currency) => (checkin && checkout ? { slug, checkin, checkout, adults, children, infants, currency } : null),
    fetchQuote: ({ slug, ...q }, signal) => fetchQuote(slug, q, signal, locale),
    carried: {
      apply: (ci, co) => {
        setCheckin(ci);
        setCheckout(co);
      },
      onGuests: (guests) => {
        setAdults(Math.max(1, Math.min(guests, capacity)));
        setChildren(0);
        setInfants(0);
      },
      range: (ci, co) => `${formatDayShort(ci, locale)} – ${formatDayShort(co, locale)}`,
    },
    // The booking box's header follows the quote: the stay's total and nightly average (stay-price.tsx).
    stay: (quote) => ({ unit: 'gece', count: quote.nights_count, nightsKurus: quote.nights_total_kurus }),
    send: (guest, currency) =>
      sendBookingRequest(
        {
          villa_slug: slug,
          checkin: checkin!,
          checkout: checkout!,
          adults,
          children,
          infants,
          currency,
          // The guest's language, stored on the reservation for the guest's mails (issue 18).
          lang: locale,
          ...guest,
        },
        locale,
      ),
  });
  const { calendar, carried } = booking;

  const minNights = checkin && calendar ? (calendar.days.find((d) => d.date === checkin)?.min_nights ?? minStay) : minStay;
  const hint = !checkin
    ? t('chooseCheckin')
    : !checkout
      ? t('chooseCheckout', { count: minNights })
      : `${formatDayShort(checkin, locale)} – ${formatDayShort(checkout, locale)}`;

  return (
    <UnitBookingSection
      booking={booking}
      success={(created) => ({
        testId: 'booking-success',
        rows: [
          { label: t('villa'), value: created.villa.name, strong: true },
          { label: t('checkIn'), value: formatDay(created.checkin, locale) },
          { label: t('checkOut'), value: t('dateNights', { date: formatDay(created.checkout, locale), count: created.nights }) },
          {
            label: t('party'),
            value: [
              t('partyAdults', { count: created.adults }),
              created.children > 0 ? t('partyChildren', { count: created.children }) : '',
              (created.infants ?? 0) > 0 ? t('partyInfants', { count: created.infants ?? 0 }) : '',
            ]
              .filter(Boolean)
              .join(', '),
          },
        ],
        guests: created.adults + created.children,
      })}
      chosen={{
        dates: [
          { label: t('checkIn'), value: checkin, testId: 'booking-checkin' },
          { label: t('checkOut'), value: checkout, testId: 'booking-checkout' },
        ],
        hint,
        onClear: checkin
          ? () => {
              setCheckin(undefined);
              setCheckout(undefined);
              carried.clearNote();
            }
          : null,
        minimum: { label: t('minStay'), value: checkin || !minStayLabel ? t('nights', { count: minNights }) : minStayLabel },
      }}
      // Mounted once carried dates are settled: the picker opens on the month of its check-in.
      picker={(calendar) => (
        <DateRangePicker
          calendar={calendar}
          checkin={checkin}
          checkout={checkout}
          openMonth={carried.openMonth}
          onChange={(ci, co) => {
            setCheckin(ci);
            setCheckout(co);
            carried.clearNote();
          }}
        />
      )}
      party={
        <fieldset>
          <legend className={labelClass}>
            <GuestsCaption capacity={capacity} />
          </legend>
          <div className="grid grid-cols-3 gap-2">
            <CountSelect
              {...guestSelect}
              label={t('adults')}
              value={adults}
              min={1}
              max={room({ adults: 0 })}
              onChange={setAdults}
            />
            <CountSelect
              {...guestSelect}
              label={t('children')}
              value={children}
              min={0}
              max={room({ children: 0 })}
              onChange={setChildren}
            />
            <CountSelect
              {...guestSelect}
              label={
                <>
                  {t('infants')} <span className="text-xs text-slate-500 dark:text-slate-400">(0–2)</span>
                </>
              }
              value={infants}
              min={0}
              max={infantsCounted ? Math.min(MAX_INFANTS, room({ infants: 0 })) : MAX_INFANTS}
              onChange={setInfants}
            />
          </div>
          <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
            {infantsCounted ? t('infantsCounted') : t('infantsNotCounted')}
          </p>
        </fieldset>
      }
      quoteView={(quote, stale) => <QuoteView quote={quote} currency={booking.currency} stale={stale} />}
      request={{
        label: t('requestTitle'),
        footnote: t('villaFootnote'),
      }}
    />
  );
}

function QuoteView({ quote, currency, stale }: { quote: StayQuote; currency: Currency; stale: boolean }) {
  const t = useTranslations('Client.Booking');
  const locale = useLocale() as Locale;
  if (quote.total_kurus === null || quote.nights_total_kurus === null || quote.prepayment_kurus === null) {
    return <Notice tone="warn">{quote.message ?? t('noPrice')}</Notice>;
  }
  return (
    <QuoteCard
      testIdPrefix="booking"
      stale={stale}
      quote={quote}
      currency={currency}
      totals={{ totalKurus: quote.total_kurus, prepaymentKurus: quote.prepayment_kurus }}
      header={
        !quote.bookable &&
        quote.message && (
          <div className="mb-3">
            <Notice tone="warn">{quote.message}</Notice>
          </div>
        )
      }
      breakdown={{
        title: t('nightsStay', { count: quote.nights_count }),
        lines: quote.nights.map((n) => ({ key: n.date, label: formatDayShort(n.date, locale), kurus: n.price_kurus })),
        totalKurus: quote.nights_total_kurus,
      }}
      lines={(money) => (
        <div className={quoteRow}>
          <dt>{t('cleaningFee')}</dt>
          <dd className="tabular-nums">{quote.cleaning_fee_kurus > 0 ? money(quote.cleaning_fee_kurus) : t('free')}</dd>
        </div>
      )}
      afterTotals={(money) =>
        quote.damage_deposit_kurus > 0 && (
          <div className={quoteRow}>
            <dt>
              {t('damageDeposit')}
              <span className="block text-xs text-slate-500 dark:text-slate-400">{t('depositWhen')}</span>
            </dt>
            <dd className="tabular-nums">{money(quote.damage_deposit_kurus)}</dd>
          </div>
        )
      }
      footer={
        quote.fills_gap &&
        quote.bookable && <p className="mt-2 text-xs font-medium text-emerald-700 dark:text-emerald-300">{t('fillsGap')}</p>
      }
    />
  );
}
