'use client';

/**
 * The parts of a rental unit's booking section that villas and boats share
 * (SPEC §4, issue 21): the calendar and live-quote hooks, the chosen dates
 * with their hint and minimum, the calendar slot with its loading and error
 * states, the quote slot, a quote line with its per-day breakdown, and the
 * success screen with the reservation code. What differs — nights or days,
 * adults and children or one guest count, the picker's rule — stays in
 * `booking-panel.tsx` (villa) and `boat-booking-form.tsx` (boat).
 */
import { type ReactNode, startTransition, useEffect, useId, useRef, useState } from 'react';
import Link from 'next/link';
import { CalendarDays, CheckCircle2, Loader2, RotateCcw, Users } from '@/components/icons';
import type { Currency, RequestNextSteps as NextSteps } from '@yali/contract';
import type { Locale } from '@yali/contract/locales';
import { useLocale, useTranslations } from 'next-intl';
import { localePath } from '@/i18n/paths';
import { useCurrency } from '@/features/currency/currency-context';
import { paths } from '@/lib/paths';
import { addDaysIso, formatDayShort, formatMinor } from './format';
import { type GuestDetails, GuestRequestForm, inputClass, istanbulToday, Notice } from './guest-request-form';
import { type ChosenStay, publishStay } from './chosen-stay';
import { NearbySuggestions } from './nearby-suggestions';
import { FxNote, moneyOf, type QuoteFx, QuoteTotalRows, quoteFx, quoteRow, stayOfQuote } from './quote-totals';
import { RequestNextSteps } from './request-next-steps';
import { nightsFree, readStayQuery } from './stay-query';

/** The section's wrapper: layout and the picker's brand colours (light/dark). */
export const bookingSectionClass =
  'mt-4 flex flex-col gap-5 [--booking-accent-bg:#d5e9f5] [--booking-accent-fg:#fff] [--booking-accent:#0e3550] [--booking-today:#8a6303] dark:[--booking-accent-bg:#12476a] dark:[--booking-accent-fg:#0a2436] dark:[--booking-accent:#daa106] dark:[--booking-today:#e8b72e]';

/** Days ahead of today that the section's calendar covers (the API's maximum). */
const CALENDAR_DAYS = 400;

/**
 * Loads the unit's calendar [today, today + 400 days) once per `slug`.
 * `load(slug, from, to, signal)` is the kind's API call. Returns the calendar
 * (null while loading) and the Turkish error message when it failed.
 */
export function useUnitCalendar<C>(
  slug: string,
  load: (slug: string, from: string, to: string, signal: AbortSignal) => Promise<C>,
) {
  const [calendar, setCalendar] = useState<C | null>(null);
  const [calendarError, setCalendarError] = useState<string | null>(null);
  const loadRef = useRef(load);
  useEffect(() => {
    const controller = new AbortController();
    const from = istanbulToday();
    loadRef
      .current(slug, from, addDaysIso(from, CALENDAR_DAYS), controller.signal)
      // The date picker's first render is the panel's heaviest: a transition lets React do it in slices.
      .then((c) => startTransition(() => setCalendar(() => c)))
      .catch((err: Error) => {
        if (err.name !== 'AbortError') setCalendarError(err.message);
      });
    return () => controller.abort();
  }, [slug]);
  return { calendar, calendarError };
}

/**
 * The live quote of the chosen dates: asks `fetchQuote(params, signal)` again
 * whenever `params` (plain JSON: slug, dates, guests, currency) change, and
 * cancels the answer that is no longer wanted. `params` null: nothing chosen
 * yet. Returns the quote, the Turkish error message, and whether a newer
 * quote is on its way (the old one is then shown faded).
 */
export function useLiveQuote<P, Q>(params: P | null, fetchQuote: (params: P, signal: AbortSignal) => Promise<Q>) {
  const [quote, setQuote] = useState<Q | null>(null);
  const [quoteError, setQuoteError] = useState<string | null>(null);
  const [quoting, setQuoting] = useState(false);
  const fetchRef = useRef(fetchQuote);
  const key = params === null ? null : JSON.stringify(params);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is `params`, compared by value
  useEffect(() => {
    if (params === null) {
      setQuote(null);
      setQuoteError(null);
      return;
    }
    const controller = new AbortController();
    setQuoting(true);
    fetchRef
      .current(params, controller.signal)
      .then((q) => {
        setQuote(() => q);
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
  }, [key]);
  return { quote, quoteError, quoting };
}

/**
 * Dates and guests carried in the page's link (`?checkin=…&checkout=…` or
 * `&days=…`, `&guests=…`; stay-query.ts), read in the browser after mount so
 * that the page stays one cached HTML (decision 004). `onGuests(n)` gets the
 * guests at once; once the calendar (or its error) is in, `apply(checkin,
 * checkout)` gets the dates when they are still free, else the picker should
 * open on their month (`openMonth`) and `note` says why nothing is selected
 * (`range` words the dates, e.g. the last rental day of a boat). While
 * `pending`, keep the picker unmounted: it reads its first month once.
 */
export function useCarriedStay({
  calendar,
  calendarError,
  apply,
  onGuests,
  range,
}: {
  calendar: { days: readonly { date: string; free: boolean }[] } | null;
  calendarError: string | null;
  apply: (checkin: string, checkout: string) => void;
  onGuests: (guests: number) => void;
  range: (checkin: string, checkout: string) => string;
}) {
  const [carried, setCarried] = useState<{ checkin: string; checkout: string } | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [openMonth, setOpenMonth] = useState<string>();
  const t = useTranslations('Client.Booking');
  const callbacks = useRef({ apply, onGuests, range, t });
  callbacks.current = { apply, onGuests, range, t };

  useEffect(() => {
    const q = readStayQuery(window.location.search, istanbulToday());
    if (q.guests) callbacks.current.onGuests(q.guests);
    if (q.checkin && q.checkout) setCarried({ checkin: q.checkin, checkout: q.checkout });
  }, []);

  useEffect(() => {
    if (!carried || (!calendar && !calendarError)) return;
    // Without a calendar the quote alone judges the dates.
    if (!calendar || nightsFree(calendar.days, carried.checkin, carried.checkout)) {
      callbacks.current.apply(carried.checkin, carried.checkout);
    } else {
      setOpenMonth(carried.checkin);
      setNote(callbacks.current.t('carriedTaken', { range: callbacks.current.range(carried.checkin, carried.checkout) }));
    }
    setCarried(null);
  }, [carried, calendar, calendarError]);

  return { pending: carried !== null, openMonth, note, clearNote: () => setNote(null) };
}

type DateBoxProps = { label: string; value: string | undefined; testId: string };

/** One of the two chosen dates ("Giriş", "İlk gün" …), or "Tarih seçin". */
function DateBox({ label, value, testId }: DateBoxProps) {
  const t = useTranslations('Client.Booking');
  const locale = useLocale() as Locale;
  return (
    <div className="rounded-xl border border-slate-200 px-3 py-2 dark:border-slate-700">
      <div className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">{label}</div>
      <div className="font-semibold text-slate-900 dark:text-white" data-testid={testId}>
        {value ? (
          formatDayShort(value, locale)
        ) : (
          <span className="font-normal text-slate-600 dark:text-slate-400">{t('chooseDate')}</span>
        )}
      </div>
    </div>
  );
}

/**
 * The chosen dates, the hint of what to pick next (read out politely), a
 * "Temizle" button once a date is chosen, and the minimum ("En az konaklama:
 * 3 gece"). `dates`: the two boxes' label, value and test id.
 */
export function ChosenDates({
  dates,
  hint,
  onClear,
  minimum,
}: {
  dates: [DateBoxProps, DateBoxProps];
  hint: string;
  onClear: (() => void) | null;
  minimum: { label: string; value: string };
}) {
  const t = useTranslations('Client.Booking');
  return (
    <div>
      <div className="grid grid-cols-2 gap-2">
        <DateBox {...dates[0]} />
        <DateBox {...dates[1]} />
      </div>
      <p className="mt-2 flex items-center justify-between gap-2 text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
        <span className="inline-flex items-center gap-1.5">
          <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-sea-600 dark:text-brand-400" />
          {hint}
        </span>
        {onClear && (
          <button
            type="button"
            onClick={onClear}
            className="inline-flex items-center gap-1 rounded-lg px-2 py-1 text-xs font-semibold text-sea-700 hover:bg-slate-100 dark:text-brand-400 dark:hover:bg-slate-800"
          >
            <RotateCcw aria-hidden="true" className="size-3.5" />
            {t('clear')}
          </button>
        )}
      </p>
      <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
        {minimum.label}: <strong className="font-semibold text-slate-700 dark:text-slate-200">{minimum.value}</strong>
        <span className="mx-1.5" aria-hidden="true">
          ·
        </span>
        {t.rich('heldNote', {
          struck: (chunks) => <span className="line-through decoration-rose-500 decoration-2">{chunks}</span>,
        })}
      </p>
    </div>
  );
}

/** Where the picker goes: the picker once the calendar is in, else its error or "Takvim yükleniyor…". */
export function CalendarSlot({ picker, error }: { picker: ReactNode; error: string | null }) {
  const t = useTranslations('Client.Booking');
  return (
    <div className="-mx-2 flex min-h-[19rem] justify-center">
      {picker ??
        (error ? (
          <p role="alert" className="px-2 text-sm text-rose-700 dark:text-rose-300">
            {t('calendarFailed', { error })}
          </p>
        ) : (
          <p className="flex items-center gap-2 px-2 text-sm text-slate-600 dark:text-slate-400">
            <Loader2 aria-hidden="true" className="size-4 animate-spin" />
            {t('calendarLoading')}
          </p>
        ))}
    </div>
  );
}

/** The live region of the quote: its error, or the quote itself (`children`), busy while a newer one loads. */
export function QuoteSlot({ error, busy, children }: { error: string | null; busy: boolean; children: ReactNode }) {
  return (
    <div aria-live="polite" aria-busy={busy}>
      {error && <Notice tone="error">{error}</Notice>}
      {children}
    </div>
  );
}

/**
 * The first line of a quote: "5 gece konaklama" (or "3 gün kiralama") and its
 * amount, opening to the priced lines (each night, day or week) it sums; every
 * amount written by `money` (the quote's currency, see `moneyOf`).
 */
export function QuoteBreakdown({
  title,
  lines,
  totalKurus,
  money,
}: {
  title: string;
  lines: { key: string; label: string; kurus: number }[];
  totalKurus: number;
  money: (kurus: number) => string;
}) {
  return (
    <div className={quoteRow}>
      <dt>
        <details className="group">
          <summary className="cursor-pointer list-none rounded font-medium text-slate-800 underline decoration-dotted underline-offset-4 dark:text-slate-100 [&::-webkit-details-marker]:hidden">
            {title}
          </summary>
          <ul className="mt-2 space-y-0.5 text-xs text-slate-500 dark:text-slate-400">
            {lines.map((line) => (
              <li key={line.key} className="flex justify-between gap-4">
                <span>{line.label}</span>
                <span className="tabular-nums">{money(line.kurus)}</span>
              </li>
            ))}
          </ul>
        </details>
      </dt>
      <dd className="tabular-nums">{money(totalKurus)}</dd>
    </div>
  );
}

/** What a booking request answers, for the success screen (villa and boat alike). */
export type CreatedRequest = {
  reservation_id: string;
  email: string;
  total_price_kurus: number;
  in_currency: { currency: Currency; total_minor: number } | null;
  next_steps: NextSteps;
};

/**
 * "Talebiniz alındı": the reservation code to keep, the request's own lines
 * (`rows`: unit, dates, guests as label/value), the total in TL and the
 * visitor's currency, and the way to 'Rezervasyonlarım'. Takes the focus so
 * that a screen reader announces it.
 */
export function BookingSuccess({
  created,
  rows,
  testId,
  children,
}: {
  created: CreatedRequest;
  rows: { label: string; value: ReactNode; strong?: boolean }[];
  testId: string;
  /** Shown after the next steps: the offer of nearby units (NearbySuggestions). */
  children?: ReactNode;
}) {
  const t = useTranslations('Client.Booking');
  const locale = useLocale() as Locale;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const fx = created.in_currency && created.in_currency.currency !== 'TL' ? created.in_currency : null;
  return (
    // data-booking-confirmation: on phones the floating scroll-to-top button stays away from this text (globals.css).
    <div
      role="status"
      className="mt-4 flex flex-col items-center gap-4 text-center"
      data-testid={testId}
      data-booking-confirmation
    >
      <CheckCircle2 aria-hidden="true" className="size-12 text-emerald-600 dark:text-emerald-400" />
      <h3 ref={heading} tabIndex={-1} className="text-xl font-bold text-slate-900 outline-none dark:text-white">
        {t('received')}
      </h3>
      <div className="w-full rounded-2xl border-2 border-dashed border-brand-500 bg-brand-50 px-4 py-4 dark:bg-sea-950">
        <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300">{t('yourCode')}</p>
        <p
          className="mt-1 font-mono text-3xl font-bold tracking-[0.18em] text-sea-900 select-all sm:text-4xl dark:text-brand-400"
          data-testid="reservation-code"
        >
          {created.reservation_id}
        </p>
      </div>
      <dl className="w-full space-y-1 text-left text-sm text-slate-700 dark:text-slate-300">
        {rows.map((row) => (
          <div key={row.label} className="flex justify-between gap-3">
            <dt>{row.label}</dt>
            <dd className={row.strong ? 'text-right font-semibold' : 'text-right'}>{row.value}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-3">
          <dt>{t('total')}</dt>
          {/* In the visitor's currency like the quote was; the TL amount is what is paid. */}
          <dd className="text-right font-semibold">
            {fx ? formatMinor(fx.total_minor, fx.currency, locale) : formatMinor(created.total_price_kurus, 'TL', locale)}
            {fx && (
              <span className="block text-xs font-normal">
                {t('payment', { amount: formatMinor(created.total_price_kurus, 'TL', locale) })}
              </span>
            )}
          </dd>
        </div>
      </dl>
      <RequestNextSteps steps={created.next_steps} />
      {children}
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {t.rich('sentTo', {
          email: created.email,
          strong: (chunks) => <strong className="break-all">{chunks}</strong>,
        })}
      </p>
      <Link
        href={localePath(locale, `${paths.myReservations}?kod=${encodeURIComponent(created.reservation_id)}`)}
        className="inline-flex w-full items-center justify-center rounded-xl border border-sea-800 px-5 py-2.5 font-semibold text-sea-800 hover:bg-sea-50 dark:border-brand-400 dark:text-brand-400 dark:hover:bg-slate-800"
      >
        {t('myReservations')}
      </Link>
    </div>
  );
}

/**
 * A priced quote: the stay or rental with its priced days (`breakdown`, see
 * QuoteBreakdown), the kind's further lines (`lines(money)`: fees), then total and kapora (`totals`, kuruş, at the quote's
 * `prepayment_percent`), all in the visitor's `currency` at the quote's own
 * rate (`money`, see `moneyOf`), the kind's lines after them
 * (`afterTotals(money)`: the damage deposit), the one note that payment is in
 * TL at the stated rate, and `footer`. Faded while a newer quote loads
 * (`stale`). `testIdPrefix`: the card is `<prefix>-quote`, its total
 * `<prefix>-total`.
 */
export function QuoteCard({
  testIdPrefix,
  stale,
  quote,
  currency,
  totals,
  breakdown,
  lines,
  afterTotals,
  header,
  footer,
}: {
  testIdPrefix: string;
  stale: boolean;
  quote: { in_currency: QuoteFx | null; prepayment_percent: number };
  currency: Currency;
  totals: { totalKurus: number; prepaymentKurus: number };
  breakdown: Omit<Parameters<typeof QuoteBreakdown>[0], 'money'>;
  lines?: (money: (kurus: number) => string) => ReactNode;
  afterTotals?: (money: (kurus: number) => string) => ReactNode;
  header?: ReactNode;
  footer?: ReactNode;
}) {
  const locale = useLocale() as Locale;
  const fx = quoteFx(quote, currency);
  const money = moneyOf(fx, locale);
  return (
    <div className={stale ? 'opacity-60 transition-opacity' : 'transition-opacity'} data-testid={`${testIdPrefix}-quote`}>
      {header}
      <dl className="divide-y divide-slate-100 text-sm text-slate-700 dark:divide-slate-800 dark:text-slate-300">
        <QuoteBreakdown {...breakdown} money={money} />
        {lines?.(money)}
        <QuoteTotalRows {...totals} prepaymentPercent={quote.prepayment_percent} fx={fx} testId={`${testIdPrefix}-total`} />
        {afterTotals?.(money)}
      </dl>
      <FxNote fx={fx} totalKurus={totals.totalKurus} prepaymentKurus={totals.prepaymentKurus} />
      {footer}
    </div>
  );
}

/**
 * The state a kind's booking section runs on (`useUnitBooking`): the visitor's
 * currency, the calendar or its error, the live quote (with its error and
 * whether a newer one loads), the dates carried in the link, the request once
 * sent (`created`), and `sendRequest` — null until the quote is bookable.
 */
export type UnitBooking<C, Q, R> = {
  kind: 'villa' | 'boat';
  slug: string;
  currency: Currency;
  calendar: C | null;
  calendarError: string | null;
  quote: Q | null;
  quoteError: string | null;
  quoting: boolean;
  carried: ReturnType<typeof useCarriedStay>;
  created: R | null;
  sendRequest: ((guest: GuestDetails) => Promise<void>) | null;
};

/**
 * Everything a kind's booking section runs on, wired once: the unit's
 * calendar (`loadCalendar`, see useUnitCalendar), the live quote of
 * `quoteParams(currency)` (null while the dates are not chosen) through
 * `fetchQuote` (see useLiveQuote), the stay carried in the link (`carried`,
 * see useCarriedStay), the booking box's header (stay-price.tsx) kept on the
 * quote's total and average over `stay(quote)` (its unit, count and the
 * amount the average divides), published as '<kind>:<slug>', and the request: once the
 * quote is bookable, `sendRequest(guest)` sends `send(guest, currency)` and
 * keeps its answer as `created` for the success screen.
 */
export function useUnitBooking<
  C extends { days: readonly { date: string; free: boolean }[] },
  P,
  Q extends { bookable: boolean; total_kurus: number | null; in_currency: QuoteFx | null },
  R,
>({
  kind,
  slug,
  loadCalendar,
  quoteParams,
  fetchQuote,
  carried,
  stay,
  send,
}: {
  kind: 'villa' | 'boat';
  slug: string;
  loadCalendar: (slug: string, from: string, to: string, signal: AbortSignal) => Promise<C>;
  quoteParams: (currency: Currency) => P | null;
  fetchQuote: (params: P, signal: AbortSignal) => Promise<Q>;
  carried: Omit<Parameters<typeof useCarriedStay>[0], 'calendar' | 'calendarError'>;
  stay: (quote: Q) => { unit: ChosenStay['unit']; count: number; nightsKurus: number | null };
  send: (guest: GuestDetails, currency: Currency) => Promise<R>;
}): UnitBooking<C, Q, R> {
  const { currency } = useCurrency();
  const locale = useLocale() as Locale;
  const { calendar, calendarError } = useUnitCalendar(slug, loadCalendar);
  const [created, setCreated] = useState<R | null>(null);
  const params = quoteParams(currency);
  const { quote, quoteError, quoting } = useLiveQuote(params, fetchQuote);
  const carriedStay = useCarriedStay({ calendar, calendarError, ...carried });
  usePublishedStay(`${kind}:${slug}`, quote && params !== null ? stayOfQuote(quote, { ...stay(quote), currency, locale }) : null);
  return {
    kind,
    slug,
    currency,
    calendar,
    calendarError,
    quote,
    quoteError,
    quoting,
    carried: carriedStay,
    created,
    sendRequest: quote?.bookable && params !== null ? async (guest) => setCreated(await send(guest, currency)) : null,
  };
}

/**
 * The booking section both kinds fill, top to bottom, over the kind's
 * `booking` state (useUnitBooking): the chosen dates (`chosen`, see
 * ChosenDates), the note on carried dates that are no longer free, the
 * calendar (`picker(calendar)`, mounted once the calendar is in and the
 * carried dates are settled, since it reads its first month once), the kind's
 * party fields (`party`), the live quote (`quoteView(quote, stale)`, with its
 * error and busy state) and the request form (`request`: its name and
 * footnote), shown once the quote is bookable. Once the request is sent: the
 * success screen (BookingSuccess: `success(created)` gives its test id, its
 * rows and the party's size) with the offer of nearby units.
 */
export function UnitBookingSection<C, Q, R extends CreatedRequest & { checkin: string; checkout: string }>({
  booking,
  success,
  chosen,
  picker,
  party,
  quoteView,
  request,
}: {
  booking: UnitBooking<C, Q, R>;
  success: (created: R) => { testId: string; rows: Parameters<typeof BookingSuccess>[0]['rows']; guests: number };
  chosen: Parameters<typeof ChosenDates>[0];
  picker: (calendar: C) => ReactNode;
  party: ReactNode;
  quoteView: (quote: Q, stale: boolean) => ReactNode;
  request: { label: string; footnote: string };
}) {
  const { calendar, carried, quote, created } = booking;
  if (created) {
    const { testId, rows, guests } = success(created);
    return (
      <BookingSuccess created={created} testId={testId} rows={rows}>
        <NearbySuggestions
          from={booking.kind}
          slug={booking.slug}
          checkin={created.checkin}
          checkout={created.checkout}
          guests={guests}
        />
      </BookingSuccess>
    );
  }
  return (
    <div className={bookingSectionClass}>
      <ChosenDates {...chosen} />

      {carried.note && (
        <div role="status">
          <Notice tone="warn">{carried.note}</Notice>
        </div>
      )}

      <CalendarSlot error={booking.calendarError} picker={calendar && !carried.pending ? picker(calendar) : null} />

      {party}

      <QuoteSlot error={booking.quoteError} busy={booking.quoting}>
        {quote && quoteView(quote, booking.quoting)}
      </QuoteSlot>

      {booking.sendRequest && <GuestRequestForm label={request.label} footnote={request.footnote} send={booking.sendRequest} />}
    </div>
  );
}

/**
 * Keeps the booking box's header (stay-price.tsx) on the section's priced
 * stay: publishes `stay` under `key` ('villa:slug', 'boat:slug') whenever it
 * changes, null when nothing is priced (publishStay ignores an unchanged stay).
 */
export function usePublishedStay(key: string, stay: ChosenStay | null): void {
  const json = JSON.stringify(stay);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `json` is `stay`, compared by value
  useEffect(() => publishStay(key, stay), [key, json]);
}

/** A number select ("Yetişkin", "Kişi sayısı"): `min`…`max` (at least `min`), each shown by `format`. */
export function CountSelect({
  label,
  labelClassName,
  value,
  min,
  max,
  format = String,
  onChange,
}: {
  label: ReactNode;
  labelClassName: string;
  value: number;
  min: number;
  max: number;
  format?: (n: number) => string;
  onChange: (n: number) => void;
}) {
  const id = useId();
  const options = [];
  for (let n = min; n <= Math.max(min, max); n++) options.push(n);
  return (
    <div>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(Number(e.target.value))} className={inputClass}>
        {options.map((n) => (
          <option key={n} value={n}>
            {format(n)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** "Kişi sayısı (en fazla 8)" with its icon: the caption of the guest count. */
export function GuestsCaption({ capacity }: { capacity: number }) {
  const t = useTranslations('Client.Booking');
  return (
    <>
      <Users aria-hidden="true" className="mr-1 inline size-3.5 align-[-2px]" />
      {t.rich('guestsCaption', {
        capacity,
        note: (chunks) => <span className="font-normal normal-case">{chunks}</span>,
      })}
    </>
  );
}
