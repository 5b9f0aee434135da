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
import { startTransition, useEffect, useId, useRef, useState } from 'react';
import Link from 'next/link';
import { CalendarDays, CheckCircle2, Loader2, RotateCcw, Users } from '@/components/icons';
import type { BookingCreated, Currency, StayQuote, VillaCalendar } from '@yali/contract';
import { useCurrency } from '@/features/currency/currency-context';
import { paths } from '@/lib/paths';
import { fetchCalendar, fetchQuote, sendBookingRequest } from './api';
import { DateRangePicker } from './date-range-picker';
import { GuestRequestForm, inputClass, istanbulToday, labelClass, Notice } from './guest-request-form';
import { addDaysIso, formatDay, formatDayShort, formatMinor } from './format';
import { FxNote, QuoteTotalRows, quoteRow } from './quote-totals';
import { nightsFree, readStayQuery } from './stay-query';

export function BookingPanel({ slug, capacity, minStay }: { slug: string; capacity: number; minStay: number }) {
  const { currency } = useCurrency();
  const [calendar, setCalendar] = useState<VillaCalendar | null>(null);
  const [calendarError, setCalendarError] = useState<string | null>(null);
  const [checkin, setCheckin] = useState<string>();
  const [checkout, setCheckout] = useState<string>();
  const [adults, setAdults] = useState(Math.min(2, capacity));
  const [children, setChildren] = useState(0);
  const [quote, setQuote] = useState<StayQuote | null>(null);
  const [quoteError, setQuoteError] = useState<string | null>(null);
  const [quoting, setQuoting] = useState(false);
  const [created, setCreated] = useState<BookingCreated | null>(null);
  // Dates from the link, waiting for the calendar to say whether they are still free.
  const [carried, setCarried] = useState<{ checkin: string; checkout: string } | null>(null);
  const [carriedNote, setCarriedNote] = useState<string | null>(null);
  // The month the picker opens on when carried dates were not free: the visitor sees what is free around them.
  const [openMonth, setOpenMonth] = useState<string>();

  useEffect(() => {
    const q = readStayQuery(window.location.search, istanbulToday());
    if (q.guests) {
      setAdults(Math.max(1, Math.min(q.guests, capacity)));
      setChildren(0);
    }
    if (q.checkin && q.checkout) setCarried({ checkin: q.checkin, checkout: q.checkout });
  }, [capacity]);

  useEffect(() => {
    if (!carried || (!calendar && !calendarError)) return;
    // Without a calendar the quote alone judges the dates.
    if (!calendar || nightsFree(calendar.days, carried.checkin, carried.checkout)) {
      setCheckin(carried.checkin);
      setCheckout(carried.checkout);
    } else {
      setOpenMonth(carried.checkin);
      setCarriedNote(
        `Aradığınız ${formatDayShort(carried.checkin)} – ${formatDayShort(carried.checkout)} tarihleri artık müsait değil; lütfen takvimden başka tarih seçin.`,
      );
    }
    setCarried(null);
  }, [carried, calendar, calendarError]);

  useEffect(() => {
    const controller = new AbortController();
    const from = istanbulToday();
    fetchCalendar(slug, from, addDaysIso(from, 400), controller.signal)
      // The date picker's first render is the panel's heaviest: a transition lets React do it in slices.
      .then((c) => startTransition(() => setCalendar(c)))
      .catch((err: Error) => {
        if (err.name !== 'AbortError') setCalendarError(err.message);
      });
    return () => controller.abort();
  }, [slug]);

  useEffect(() => {
    if (!checkin || !checkout) {
      setQuote(null);
      setQuoteError(null);
      return;
    }
    const controller = new AbortController();
    setQuoting(true);
    fetchQuote(slug, { checkin, checkout, adults, children, currency }, controller.signal)
      .then((q) => {
        setQuote(q);
        setQuoteError(null);
      })
      .catch((err: Error) => {
        if (err.name === 'AbortError') return;
        setQuote(null);
        setQuoteError(err.message);
      })
      .finally(() => {
        if (!controller.signal.aborted) setQuoting(false);
      });
    return () => controller.abort();
  }, [slug, checkin, checkout, adults, children, currency]);

  if (created) return <BookingSuccess created={created} />;

  const minNights = checkin && calendar ? (calendar.days.find((d) => d.date === checkin)?.min_nights ?? minStay) : minStay;
  const hint = !checkin
    ? 'Giriş tarihini seçin.'
    : !checkout
      ? `Çıkış tarihini seçin (en az ${minNights} gece).`
      : `${formatDayShort(checkin)} – ${formatDayShort(checkout)}`;

  return (
    <div className="mt-4 flex flex-col gap-5 [--booking-accent-bg:#d5e9f5] [--booking-accent-fg:#fff] [--booking-accent:#0e3550] [--booking-today:#8a6303] dark:[--booking-accent-bg:#12476a] dark:[--booking-accent-fg:#0a2436] dark:[--booking-accent:#daa106] dark:[--booking-today:#e8b72e]">
      <div>
        <div className="grid grid-cols-2 gap-2">
          <DateBox label="Giriş" value={checkin} />
          <DateBox label="Çıkış" value={checkout} />
        </div>
        <p className="mt-2 flex items-center justify-between gap-2 text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-sea-600 dark:text-brand-400" />
            {hint}
          </span>
          {checkin && (
            <button
              type="button"
              onClick={() => {
                setCheckin(undefined);
                setCheckout(undefined);
                setCarriedNote(null);
              }}
              className="inline-flex items-center gap-1 rounded-lg px-2 py-1 text-xs font-semibold text-sea-700 hover:bg-slate-100 dark:text-brand-400 dark:hover:bg-slate-800"
            >
              <RotateCcw aria-hidden="true" className="size-3.5" />
              Temizle
            </button>
          )}
        </p>
        <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          En az konaklama: <strong className="font-semibold text-slate-700 dark:text-slate-200">{minNights} gece</strong>
          <span className="mx-1.5" aria-hidden="true">
            ·
          </span>
          Üstü <span className="line-through decoration-rose-500 decoration-2">çizili</span> günler dolu
        </p>
      </div>

      {carriedNote && (
        <div role="status">
          <Notice tone="warn">{carriedNote}</Notice>
        </div>
      )}

      <div className="-mx-2 flex min-h-[19rem] justify-center">
        {/* Shown once carried dates are settled: the picker opens on the month of its check-in. */}
        {calendar && !carried ? (
          <DateRangePicker
            calendar={calendar}
            checkin={checkin}
            checkout={checkout}
            openMonth={openMonth}
            onChange={(ci, co) => {
              setCheckin(ci);
              setCheckout(co);
              setCarriedNote(null);
            }}
          />
        ) : calendarError ? (
          <p role="alert" className="px-2 text-sm text-rose-700 dark:text-rose-300">
            Takvim yüklenemedi: {calendarError}
          </p>
        ) : (
          <p className="flex items-center gap-2 px-2 text-sm text-slate-600 dark:text-slate-400">
            <Loader2 aria-hidden="true" className="size-4 animate-spin" />
            Takvim yükleniyor…
          </p>
        )}
      </div>

      <fieldset>
        <legend className={labelClass}>
          <Users aria-hidden="true" className="mr-1 inline size-3.5 align-[-2px]" />
          Kişi sayısı <span className="font-normal normal-case">(en fazla {capacity})</span>
        </legend>
        <div className="grid grid-cols-2 gap-2">
          <GuestSelect label="Yetişkin" value={adults} min={1} max={capacity - children} onChange={setAdults} />
          <GuestSelect label="Çocuk" value={children} min={0} max={capacity - adults} onChange={setChildren} />
        </div>
      </fieldset>

      <div aria-live="polite" aria-busy={quoting}>
        {quoteError && <Notice tone="error">{quoteError}</Notice>}
        {quote && <QuoteView quote={quote} currency={currency} stale={quoting} />}
      </div>

      {quote?.bookable && checkin && checkout && (
        <RequestForm
          slug={slug}
          checkin={checkin}
          checkout={checkout}
          adults={adults}
          childCount={children}
          currency={currency}
          onCreated={setCreated}
        />
      )}
    </div>
  );
}

function DateBox({ label, value }: { label: string; value: string | undefined }) {
  return (
    <div className="rounded-xl border border-slate-200 px-3 py-2 dark:border-slate-700">
      <div className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">{label}</div>
      <div
        className="font-semibold text-slate-900 dark:text-white"
        data-testid={`booking-${label === 'Giriş' ? 'checkin' : 'checkout'}`}
      >
        {value ? formatDayShort(value) : <span className="font-normal text-slate-600 dark:text-slate-400">Tarih seçin</span>}
      </div>
    </div>
  );
}

function GuestSelect({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (n: number) => void;
}) {
  const id = useId();
  const options = [];
  for (let n = min; n <= Math.max(min, max); n++) options.push(n);
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm text-slate-700 dark:text-slate-200">
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(Number(e.target.value))} className={inputClass}>
        {options.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </div>
  );
}

function QuoteView({ quote, currency, stale }: { quote: StayQuote; currency: Currency; stale: boolean }) {
  const fx = quote.in_currency && currency !== 'TL' ? quote.in_currency : null;
  if (quote.total_kurus === null || quote.nights_total_kurus === null || quote.prepayment_kurus === null) {
    return <Notice tone="warn">{quote.message ?? 'Bu tarihler için fiyat hesaplanamadı.'}</Notice>;
  }
  return (
    <div className={stale ? 'opacity-60 transition-opacity' : 'transition-opacity'} data-testid="booking-quote">
      {!quote.bookable && quote.message && (
        <div className="mb-3">
          <Notice tone="warn">{quote.message}</Notice>
        </div>
      )}
      <dl className="divide-y divide-slate-100 text-sm text-slate-700 dark:divide-slate-800 dark:text-slate-300">
        <div className={quoteRow}>
          <dt>
            <details className="group">
              <summary className="cursor-pointer list-none rounded font-medium text-slate-800 underline decoration-dotted underline-offset-4 dark:text-slate-100 [&::-webkit-details-marker]:hidden">
                {quote.nights_count} gece konaklama
              </summary>
              <ul className="mt-2 space-y-0.5 text-xs text-slate-500 dark:text-slate-400">
                {quote.nights.map((n) => (
                  <li key={n.date} className="flex justify-between gap-4">
                    <span>{formatDayShort(n.date)}</span>
                    <span className="tabular-nums">{formatMinor(n.price_kurus, 'TL')}</span>
                  </li>
                ))}
              </ul>
            </details>
          </dt>
          <dd className="tabular-nums">{formatMinor(quote.nights_total_kurus, 'TL')}</dd>
        </div>
        <div className={quoteRow}>
          <dt>Temizlik ücreti</dt>
          <dd className="tabular-nums">
            {quote.cleaning_fee_kurus > 0 ? formatMinor(quote.cleaning_fee_kurus, 'TL') : 'Ücretsiz'}
          </dd>
        </div>
        <QuoteTotalRows
          totalKurus={quote.total_kurus}
          prepaymentKurus={quote.prepayment_kurus}
          prepaymentPercent={quote.prepayment_percent}
          fx={fx}
          testId="booking-total"
        />
        {quote.damage_deposit_kurus > 0 && (
          <div className={quoteRow}>
            <dt>
              Hasar depozitosu
              <span className="block text-xs text-slate-500 dark:text-slate-400">Girişte alınır, çıkışta iade edilir</span>
            </dt>
            <dd className="tabular-nums">{formatMinor(quote.damage_deposit_kurus, 'TL')}</dd>
          </div>
        )}
      </dl>
      <FxNote fx={fx} />
      {quote.fills_gap && quote.bookable && (
        <p className="mt-2 text-xs font-medium text-emerald-700 dark:text-emerald-300">
          Kısa süreli fırsat: bu tarihler iki rezervasyon arasındaki boşluğu tam dolduruyor.
        </p>
      )}
    </div>
  );
}

function RequestForm({
  slug,
  checkin,
  checkout,
  adults,
  childCount,
  currency,
  onCreated,
}: {
  slug: string;
  checkin: string;
  checkout: string;
  adults: number;
  childCount: number;
  currency: Currency;
  onCreated: (c: BookingCreated) => void;
}) {
  return (
    <GuestRequestForm
      label="Rezervasyon talebi"
      footnote="Talebiniz ödeme almadan iletilir; tarihler ekibimiz opsiyon verdiğinde sizin için ayrılır."
      send={async (guest) =>
        onCreated(
          await sendBookingRequest({
            villa_slug: slug,
            checkin,
            checkout,
            adults,
            children: childCount,
            currency,
            ...guest,
          }),
        )
      }
    />
  );
}

function BookingSuccess({ created }: { created: BookingCreated }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const guests = `${created.adults} yetişkin${created.children > 0 ? `, ${created.children} çocuk` : ''}`;
  return (
    <div role="status" className="mt-4 flex flex-col items-center gap-4 text-center" data-testid="booking-success">
      <CheckCircle2 aria-hidden="true" className="size-12 text-emerald-600 dark:text-emerald-400" />
      <h3 ref={heading} tabIndex={-1} className="text-xl font-bold text-slate-900 outline-none dark:text-white">
        Talebiniz alındı
      </h3>
      <div className="w-full rounded-2xl border-2 border-dashed border-brand-500 bg-brand-50 px-4 py-4 dark:bg-sea-950">
        <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300">Rezervasyon kodunuz</p>
        <p
          className="mt-1 font-mono text-3xl font-bold tracking-[0.18em] text-sea-900 select-all sm:text-4xl dark:text-brand-400"
          data-testid="reservation-code"
        >
          {created.reservation_id}
        </p>
      </div>
      <dl className="w-full space-y-1 text-left text-sm text-slate-700 dark:text-slate-300">
        <div className="flex justify-between gap-3">
          <dt>Villa</dt>
          <dd className="text-right font-semibold">{created.villa.name}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt>Giriş</dt>
          <dd className="text-right">{formatDay(created.checkin)}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt>Çıkış</dt>
          <dd className="text-right">
            {formatDay(created.checkout)} ({created.nights} gece)
          </dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt>Kişi</dt>
          <dd>{guests}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt>Toplam</dt>
          <dd className="text-right font-semibold">
            {formatMinor(created.total_price_kurus, 'TL')}
            {created.in_currency && created.in_currency.currency !== 'TL' && (
              <span className="block text-xs font-normal">
                ≈ {formatMinor(created.in_currency.total_minor, created.in_currency.currency)}
              </span>
            )}
          </dd>
        </div>
      </dl>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Talebinizin özeti <strong className="break-all">{created.email}</strong> adresine gönderildi. Ekibimiz müsaitliği teyit
        edip en kısa sürede sizinle iletişime geçecek.
      </p>
      <Link
        href={`${paths.myReservations}?kod=${encodeURIComponent(created.reservation_id)}`}
        className="inline-flex w-full items-center justify-center rounded-xl border border-sea-800 px-5 py-2.5 font-semibold text-sea-800 hover:bg-sea-50 dark:border-brand-400 dark:text-brand-400 dark:hover:bg-slate-800"
      >
        Rezervasyonlarım
      </Link>
    </div>
  );
}
