'use client';

/**
 * The boat page's booking section body (issue 7), loaded lazily by
 * `BoatBookingPanel`: rental days picker with held days disabled (one-day or
 * multi-day), guests up to the boat's capacity, a live quote from the API
 * (full weeks at the weekly rate, daily days, total, kapora, in TL and the
 * visitor's currency), the reason when the rental cannot be booked, the
 * request form with KVKK consent, and the success screen with the 'YT…'
 * code. Prices are computed by the API only.
 */
import { useEffect, useId, useRef, useState } from 'react';
import Link from 'next/link';
import { CalendarDays, CheckCircle2, Loader2, RotateCcw, Users } from '@/components/icons';
import type { BoatBookingCreated, BoatCalendar, BoatQuote, Currency } from '@yali/contract';
import { addDaysIso, formatDay, formatDayShort, formatMinor } from '@/features/booking/format';
import { GuestRequestForm, inputClass, istanbulToday, labelClass, Notice } from '@/features/booking/guest-request-form';
import { FxNote, QuoteTotalRows, quoteRow } from '@/features/booking/quote-totals';
import { useCurrency } from '@/features/currency/currency-context';
import { paths } from '@/lib/paths';
import { fetchBoatCalendar, fetchBoatQuote, sendBoatBookingRequest } from '../api';
import type { BoatBookingPanelProps } from './boat-booking-panel';
import { BoatDaysPicker, minDaysAt } from './boat-days-picker';

export function BoatBookingForm({ boat }: BoatBookingPanelProps) {
  const { currency } = useCurrency();
  const [calendar, setCalendar] = useState<BoatCalendar | null>(null);
  const [calendarError, setCalendarError] = useState<string | null>(null);
  const [first, setFirst] = useState<string>();
  const [last, setLast] = useState<string>();
  const [choosingLast, setChoosingLast] = useState(false);
  const [guests, setGuests] = useState(Math.min(2, Math.max(1, boat.capacity)));
  const [quote, setQuote] = useState<BoatQuote | null>(null);
  const [quoteError, setQuoteError] = useState<string | null>(null);
  const [quoting, setQuoting] = useState(false);
  const [created, setCreated] = useState<BoatBookingCreated | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const from = istanbulToday();
    fetchBoatCalendar(boat.slug, from, addDaysIso(from, 400), controller.signal)
      .then(setCalendar)
      .catch((err: Error) => {
        if (err.name !== 'AbortError') setCalendarError(err.message);
      });
    return () => controller.abort();
  }, [boat.slug]);

  useEffect(() => {
    if (!first || !last) {
      setQuote(null);
      setQuoteError(null);
      return;
    }
    const controller = new AbortController();
    setQuoting(true);
    fetchBoatQuote(boat.slug, { checkin: first, checkout: addDaysIso(last, 1), guests, currency }, controller.signal)
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
  }, [boat.slug, first, last, guests, currency]);

  if (created) return <BookingSuccess created={created} />;

  const minDays = calendar ? minDaysAt(calendar, first) : Math.max(1, boat.min_days);
  const hint = !first
    ? 'İlk günü seçin.'
    : !last
      ? `Son günü seçin (en az ${minDays} gün).`
      : choosingLast
        ? 'Günübirlik tur seçildi; birkaç gün için son günü seçin.'
        : `${formatDayShort(first)}${last !== first ? ` – ${formatDayShort(last)}` : ''}`;

  return (
    <div className="mt-4 flex flex-col gap-5 [--booking-accent-bg:#d5e9f5] [--booking-accent-fg:#fff] [--booking-accent:#0e3550] [--booking-today:#8a6303] dark:[--booking-accent-bg:#12476a] dark:[--booking-accent-fg:#0a2436] dark:[--booking-accent:#daa106] dark:[--booking-today:#e8b72e]">
      <div>
        <div className="grid grid-cols-2 gap-2">
          <DateBox label="İlk gün" value={first} testId="boat-booking-first" />
          <DateBox label="Son gün" value={last} testId="boat-booking-last" />
        </div>
        <p className="mt-2 flex items-center justify-between gap-2 text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-sea-600 dark:text-brand-400" />
            {hint}
          </span>
          {first && (
            <button
              type="button"
              onClick={() => {
                setFirst(undefined);
                setLast(undefined);
                setChoosingLast(false);
              }}
              className="inline-flex items-center gap-1 rounded-lg px-2 py-1 text-xs font-semibold text-sea-700 hover:bg-slate-100 dark:text-brand-400 dark:hover:bg-slate-800"
            >
              <RotateCcw aria-hidden="true" className="size-3.5" />
              Temizle
            </button>
          )}
        </p>
        <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          En az kiralama: <strong className="font-semibold text-slate-700 dark:text-slate-200">{minDays} gün</strong>
          <span className="mx-1.5" aria-hidden="true">
            ·
          </span>
          Üstü <span className="line-through decoration-rose-500 decoration-2">çizili</span> günler dolu
        </p>
      </div>

      <div className="-mx-2 flex min-h-[19rem] justify-center">
        {calendar ? (
          <BoatDaysPicker
            calendar={calendar}
            first={first}
            last={last}
            choosingLast={choosingLast}
            onChange={(f, l, c) => {
              setFirst(f);
              setLast(l);
              setChoosingLast(c);
            }}
          />
        ) : calendarError ? (
          <p role="alert" className="px-2 text-sm text-rose-700 dark:text-rose-300">
            Takvim yüklenemedi: {calendarError}
          </p>
        ) : (
          <p className="flex items-center gap-2 px-2 text-sm text-slate-500 dark:text-slate-400">
            <Loader2 aria-hidden="true" className="size-4 animate-spin" />
            Takvim yükleniyor…
          </p>
        )}
      </div>

      <GuestSelect capacity={boat.capacity} value={guests} onChange={setGuests} />

      <div aria-live="polite" aria-busy={quoting}>
        {quoteError && <Notice tone="error">{quoteError}</Notice>}
        {quote && <QuoteView quote={quote} currency={currency} stale={quoting} />}
      </div>

      {quote?.bookable && first && last && (
        <RequestForm
          slug={boat.slug}
          checkin={first}
          checkout={addDaysIso(last, 1)}
          guests={guests}
          currency={currency}
          onCreated={setCreated}
        />
      )}
    </div>
  );
}

function DateBox({ label, value, testId }: { label: string; value: string | undefined; testId: string }) {
  return (
    <div className="rounded-xl border border-slate-200 px-3 py-2 dark:border-slate-700">
      <div className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">{label}</div>
      <div className="font-semibold text-slate-900 dark:text-white" data-testid={testId}>
        {value ? formatDayShort(value) : <span className="font-normal text-slate-600 dark:text-slate-400">Tarih seçin</span>}
      </div>
    </div>
  );
}

function GuestSelect({ capacity, value, onChange }: { capacity: number; value: number; onChange: (n: number) => void }) {
  const id = useId();
  const options = [];
  for (let n = 1; n <= Math.max(1, capacity); n++) options.push(n);
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        <Users aria-hidden="true" className="mr-1 inline size-3.5 align-[-2px]" />
        Kişi sayısı <span className="font-normal normal-case">(en fazla {capacity})</span>
      </label>
      <select id={id} value={value} onChange={(e) => onChange(Number(e.target.value))} className={inputClass}>
        {options.map((n) => (
          <option key={n} value={n}>
            {n} kişi
          </option>
        ))}
      </select>
    </div>
  );
}

function QuoteView({ quote, currency, stale }: { quote: BoatQuote; currency: Currency; stale: boolean }) {
  const fx = quote.in_currency && currency !== 'TL' ? quote.in_currency : null;
  if (!quote.bookable || quote.total_kurus === null || quote.prepayment_kurus === null) {
    return <Notice tone="warn">{quote.message ?? 'Bu günler için fiyat hesaplanamadı.'}</Notice>;
  }
  return (
    <div className={stale ? 'opacity-60 transition-opacity' : 'transition-opacity'} data-testid="boat-booking-quote">
      <dl className="divide-y divide-slate-100 text-sm text-slate-700 dark:divide-slate-800 dark:text-slate-300">
        <div className={quoteRow}>
          <dt>
            <details className="group">
              <summary className="cursor-pointer list-none rounded font-medium text-slate-800 underline decoration-dotted underline-offset-4 dark:text-slate-100 [&::-webkit-details-marker]:hidden">
                {quote.days_count === 1 ? 'Günübirlik kiralama' : `${quote.days_count} gün kiralama`}
              </summary>
              <ul className="mt-2 space-y-0.5 text-xs text-slate-500 dark:text-slate-400">
                {quote.weeks.map((w) => (
                  <li key={w.start} className="flex justify-between gap-4">
                    <span>
                      {formatDayShort(w.start)} – {formatDayShort(addDaysIso(w.end, -1))} (haftalık)
                    </span>
                    <span className="tabular-nums">{formatMinor(w.price_kurus, 'TL')}</span>
                  </li>
                ))}
                {quote.days.map((n) => (
                  <li key={n.date} className="flex justify-between gap-4">
                    <span>{formatDayShort(n.date)}</span>
                    <span className="tabular-nums">{formatMinor(n.price_kurus, 'TL')}</span>
                  </li>
                ))}
              </ul>
            </details>
          </dt>
          <dd className="tabular-nums">{formatMinor(quote.total_kurus, 'TL')}</dd>
        </div>
        {quote.weeks.length > 0 && (
          <div className={quoteRow}>
            <dt>Haftalık fiyat uygulandı</dt>
            <dd className="text-right">
              {quote.weeks.length} hafta{quote.days.length > 0 ? ` + ${quote.days.length} gün` : ''}
            </dd>
          </div>
        )}
        <QuoteTotalRows
          totalKurus={quote.total_kurus}
          prepaymentKurus={quote.prepayment_kurus}
          prepaymentPercent={quote.prepayment_percent}
          fx={fx}
          testId="boat-booking-total"
        />
      </dl>
      <FxNote fx={fx} />
    </div>
  );
}

function RequestForm({
  slug,
  checkin,
  checkout,
  guests,
  currency,
  onCreated,
}: {
  slug: string;
  checkin: string;
  checkout: string;
  guests: number;
  currency: Currency;
  onCreated: (c: BoatBookingCreated) => void;
}) {
  return (
    <GuestRequestForm
      label="Tekne rezervasyon talebi"
      footnote="Talebiniz ödeme almadan iletilir; günler ekibimiz opsiyon verdiğinde sizin için ayrılır."
      send={async (guest) =>
        onCreated(await sendBoatBookingRequest({ boat_slug: slug, checkin, checkout, guests, currency, ...guest }))
      }
    />
  );
}

function BookingSuccess({ created }: { created: BoatBookingCreated }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const lastDay = addDaysIso(created.checkout, -1);
  return (
    <div role="status" className="mt-4 flex flex-col items-center gap-4 text-center" data-testid="boat-booking-success">
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
          <dt>Tekne</dt>
          <dd className="text-right font-semibold">{created.boat.name}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt>{created.days === 1 ? 'Gün' : 'Günler'}</dt>
          <dd className="text-right">
            {created.days === 1 ? formatDay(created.checkin) : `${formatDay(created.checkin)} – ${formatDay(lastDay)}`}
            {created.days > 1 && ` (${created.days} gün)`}
          </dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt>Kişi</dt>
          <dd>{created.guests} kişi</dd>
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
