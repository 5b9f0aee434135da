/**
 * The price of a stay (DESIGN §3 "Prices"): night by night from the period
 * covering each night, plus the villa's cleaning fee. Pure and synchronous:
 * the API's quote, search and booking all call it, never the browser.
 *
 * Calendar arithmetic works on 'YYYY-MM-DD' strings through UTC dates, so the
 * result is the same whatever the server's time zone (stay days are
 * Europe/Istanbul calendar days, DESIGN §2).
 *
 * Rules decided here (the spec leaves them open):
 * - Nights are check-in … check-out − 1 (half-open range; the check-out day is
 *   free for the next guest: same-day turnover).
 * - Minimum nights = the larger of the check-in night's period rule and the
 *   villa's own `min_stay`: a stay never goes below either rule, and the
 *   "en az konaklama" the villa page shows is always true.
 * - Check-in weekday: when the check-in night's period lists
 *   `checkin_weekdays` (0 = Sunday … 6 = Saturday; null or [] = any day), the
 *   check-in day must be one of them.
 * - Gap filling: a stay that exactly fills a free gap between two holding
 *   records (`fillsGap`) waives the minimum-nights and check-in-day rules —
 *   those nights cannot be sold any other way (the "kısa süreli fırsatlar" of
 *   DESIGN §3). The caller decides whether the stay fills a gap.
 * - A night no period covers makes the whole stay "price on request".
 */
import { type PeriodLike, periodForNight } from './pricing.ts';

export type QuotePeriod = PeriodLike & { checkin_weekdays?: number[] | null };

export type QuoteVilla = {
  cleaning_fee_kurus: number;
  damage_deposit_kurus: number;
  prepayment_percent: number;
  min_stay: number;
};

export type QuoteReason = 'MIN_NIGHTS' | 'CHECKIN_DAY' | 'PRICE_ON_REQUEST' | 'INVALID_RANGE';

export type QuoteOk = {
  ok: true;
  nights: { date: string; price_kurus: number }[];
  nights_total_kurus: number;
  cleaning_fee_kurus: number;
  total_kurus: number;
  /** Kapora: `prepayment_percent` of the total, rounded to whole lira (100 kuruş). */
  prepayment_kurus: number;
  damage_deposit_kurus: number;
  min_nights: number;
};

/** Why a rental unit's quote refuses the dates (`reason`, the kind's own codes). */
export type QuoteRefusalOf<R extends string> = {
  ok: false;
  reason: R;
  /** Turkish, for the visitor. */
  message: string;
  details: Record<string, unknown>;
};

export type QuoteRefusal = QuoteRefusalOf<QuoteReason>;

/** Kapora of a villa or a boat: `percent` of `totalKurus`, rounded to whole lira (100 kuruş). */
export function prepaymentOf(totalKurus: number, percent: number): number {
  return Math.round((totalKurus * percent) / 100 / 100) * 100;
}

export type Quote = QuoteOk | QuoteRefusal;

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

// The indexes price thousands of days per search: parsing and formatting a date through `Date`
// each time was half of a boat search's CPU (bench/README.md). Calendar days are few, so both
// directions are remembered; a map past its bound starts again.
const UTC_OF = new Map<string, number>();
const DAY_OF = new Map<number, string>();
const remember = <K, V>(map: Map<K, V>, key: K, value: V) => {
  if (map.size >= 20_000) map.clear();
  map.set(key, value);
};

/** Midnight UTC of a calendar date, or NaN when the string is not a real date. */
function utcOf(date: string): number {
  let t = UTC_OF.get(date);
  if (t === undefined) {
    t = DATE_RE.test(date) ? Date.parse(`${date}T00:00:00Z`) : Number.NaN;
    if (Number.isNaN(t) || new Date(t).toISOString().slice(0, 10) !== date) t = Number.NaN;
    remember(UTC_OF, date, t);
  }
  return t;
}

/** `date` plus `days` calendar days ('2028-02-28' + 1 → '2028-02-29'); RangeError for a date that is not one. */
export function addDays(date: string, days: number): string {
  const t = utcOf(date) + days * DAY_MS;
  let day = DAY_OF.get(t);
  if (day === undefined) {
    day = new Date(t).toISOString().slice(0, 10);
    remember(DAY_OF, t, day);
  }
  return day;
}

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcOf(to) - utcOf(from)) / DAY_MS);
}

/** 0 = Sunday … 6 = Saturday, of a calendar date. */
export function weekdayOf(date: string): number {
  return new Date(utcOf(date)).getUTCDay();
}

/** True for a real calendar date in 'YYYY-MM-DD' form. */
export function isCalendarDate(date: string): boolean {
  return !Number.isNaN(utcOf(date));
}

export const WEEKDAY_NAMES_TR = ['Pazar', 'Pazartesi', 'Salı', 'Çarşamba', 'Perşembe', 'Cuma', 'Cumartesi'] as const;

/** Minimum nights of a stay whose check-in night falls in `period` (none: price on request), under the rules above. */
export function minNightsOf(period: Pick<QuotePeriod, 'min_nights'> | undefined, villa: Pick<QuoteVilla, 'min_stay'>): number {
  return Math.max(period?.min_nights ?? 1, villa.min_stay, 1);
}

/** Minimum nights of a stay starting on `checkIn`, under the rules above. */
export function minNightsFor(periods: readonly QuotePeriod[], villa: Pick<QuoteVilla, 'min_stay'>, checkIn: string): number {
  return minNightsOf(periodForNight(periods, checkIn), villa);
}

/** Whether the check-in night's `period` lets a stay start on `weekday` (0 = Sunday; any day when unset or empty). */
export function weekdayAllowed(period: Pick<QuotePeriod, 'checkin_weekdays'> | undefined, weekday: number): boolean {
  const days = period?.checkin_weekdays;
  return !days || days.length === 0 || days.includes(weekday);
}

/** Whether a stay may start on `checkIn` (weekday rule of its period; any day when unset). */
export function checkinAllowed(periods: readonly QuotePeriod[], checkIn: string): boolean {
  return weekdayAllowed(periodForNight(periods, checkIn), weekdayOf(checkIn));
}

/**
 * The stay rule a free, fully priced stay breaks, or null: MIN_NIGHTS, then CHECKIN_DAY;
 * a stay that fills a gap between holds breaks neither (see the rules above). The one
 * implementation behind the quote, the booking and the search index (issue 16).
 */
export function stayRuleBroken(stay: {
  nights: number;
  minNights: number;
  checkinAllowed: boolean;
  fillsGap: boolean;
}): 'MIN_NIGHTS' | 'CHECKIN_DAY' | null {
  if (stay.fillsGap) return null;
  if (stay.nights < stay.minNights) return 'MIN_NIGHTS';
  return stay.checkinAllowed ? null : 'CHECKIN_DAY';
}

/**
 * Prices the stay [checkIn, checkOut). Answers the night-by-night quote, or
 * the first rule it breaks: INVALID_RANGE (not dates, or check-out not after
 * check-in), PRICE_ON_REQUEST (a night without a period), MIN_NIGHTS,
 * CHECKIN_DAY. Amounts in kuruş.
 */
export function quoteStay(opts: {
  periods: readonly QuotePeriod[];
  villa: QuoteVilla;
  checkIn: string;
  checkOut: string;
  fillsGap?: boolean;
}): Quote {
  const { periods, villa, checkIn, checkOut } = opts;
  if (!isCalendarDate(checkIn) || !isCalendarDate(checkOut) || checkOut <= checkIn) {
    return {
      ok: false,
      reason: 'INVALID_RANGE',
      message: 'Çıkış tarihi giriş tarihinden sonra olmalı.',
      details: { checkin: checkIn, checkout: checkOut },
    };
  }
  const count = daysBetween(checkIn, checkOut);
  const nights: { date: string; price_kurus: number }[] = [];
  const unpriced: string[] = [];
  for (let i = 0; i < count; i++) {
    const date = addDays(checkIn, i);
    const p = periodForNight(periods, date);
    if (p) nights.push({ date, price_kurus: p.nightly_price_kurus });
    else unpriced.push(date);
  }
  if (unpriced.length > 0) {
    return {
      ok: false,
      reason: 'PRICE_ON_REQUEST',
      message: 'Seçtiğiniz tarihlerin bir kısmı için fiyat belirlenmemiş; fiyat için lütfen bizimle iletişime geçin.',
      details: { nights: unpriced },
    };
  }
  const minNights = minNightsFor(periods, villa, checkIn);
  const broken = stayRuleBroken({
    nights: count,
    minNights,
    checkinAllowed: checkinAllowed(periods, checkIn),
    fillsGap: opts.fillsGap ?? false,
  });
  if (broken === 'MIN_NIGHTS') {
    return {
      ok: false,
      reason: 'MIN_NIGHTS',
      message: `Bu tarihlerde en az ${minNights} gece konaklama gerekir.`,
      details: { min_nights: minNights, nights: count },
    };
  }
  if (broken === 'CHECKIN_DAY') {
    const allowed = [...(periodForNight(periods, checkIn)?.checkin_weekdays ?? [])].sort((a, b) => a - b);
    const names = allowed.map((d) => WEEKDAY_NAMES_TR[d] ?? String(d));
    return {
      ok: false,
      reason: 'CHECKIN_DAY',
      message: `Bu dönemde giriş yalnızca ${names.join(', ')} günleri yapılabilir.`,
      details: { checkin_weekdays: allowed },
    };
  }
  const nightsTotal = nights.reduce((s, n) => s + n.price_kurus, 0);
  const total = nightsTotal + villa.cleaning_fee_kurus;
  return {
    ok: true,
    nights,
    nights_total_kurus: nightsTotal,
    cleaning_fee_kurus: villa.cleaning_fee_kurus,
    total_kurus: total,
    prepayment_kurus: prepaymentOf(total, villa.prepayment_percent),
    damage_deposit_kurus: villa.damage_deposit_kurus,
    min_nights: minNights,
  };
}
