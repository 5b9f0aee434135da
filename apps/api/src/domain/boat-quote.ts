/**
 * The price of a boat rental (issue 7; DESIGN §3 "Prices" applied to boats):
 * pure and synchronous, called by the API's quote, calendar and booking
 * request, never by the browser. Boats are rented by the day: a rental is
 * the half-open range of Europe/Istanbul calendar days [checkIn, checkOut),
 * so a one-day trip on 1 July is 07-01 → 07-02; every day of the range is
 * charged. Amounts are integer kuruş.
 *
 * Rules decided here:
 * - Each day is priced by the period covering it (`start_date` … `end_date`,
 *   inclusive). A day no period covers makes the whole rental "price on
 *   request" (PRICE_ON_REQUEST).
 * - Weekly rate: the rental is cut into consecutive blocks of 7 days from its
 *   first day; only complete blocks are weeks, the last `days % 7` days are
 *   never one. A week whose 7 days all lie in periods that set a
 *   `weekly_price_kurus` is charged at the weekly rate: Σ over the periods it
 *   touches of round(weekly × its days in that period / 7) — exactly the
 *   weekly rate when the week lies in one period, pro rata when it straddles
 *   two. Any other week, and the remaining days, are charged day by day at
 *   `daily_price_kurus`. The weekly rate applies as the agency set it (it is
 *   not compared with seven daily rates).
 * - Minimum days = the larger of the first day's period rule (`min_days`,
 *   1 when no period covers it) and the boat's own `min_days`.
 * - Refusals, first match wins: INVALID_RANGE (not real dates, or check-out
 *   not after check-in), UNAVAILABLE (an option or confirmed reservation in
 *   `holds` shares a day), CAPACITY_EXCEEDED (more guests than the boat
 *   takes; the API answers 400 before asking, like the villa quote),
 *   PRICE_ON_REQUEST, MIN_DAYS.
 * - Kapora: `prepayment_percent` of the total, rounded to whole lira.
 */
import { type DateRange, isFree } from './availability.ts';
import { addDays, daysBetween, isCalendarDate, prepaymentOf, type QuoteRefusalOf } from './quote.ts';

export type BoatPeriod = {
  start_date: string;
  end_date: string;
  daily_price_kurus: number;
  weekly_price_kurus: number | null;
  min_days: number;
};

export type QuoteBoat = { capacity: number; min_days: number; prepayment_percent: number };

export type BoatQuoteReason = 'MIN_DAYS' | 'PRICE_ON_REQUEST' | 'INVALID_RANGE' | 'UNAVAILABLE' | 'CAPACITY_EXCEEDED';

export type BoatQuoteOk = {
  ok: true;
  days_count: number;
  /** Full weeks charged at the weekly rate: days [start, end). */
  weeks: { start: string; end: string; price_kurus: number }[];
  /** Days charged at their daily rate. */
  days: { date: string; price_kurus: number }[];
  weeks_total_kurus: number;
  days_total_kurus: number;
  total_kurus: number;
  prepayment_kurus: number;
  min_days: number;
};

export type BoatQuoteRefusal = QuoteRefusalOf<BoatQuoteReason>;

export type BoatRentalQuote = BoatQuoteOk | BoatQuoteRefusal;

const WEEK = 7;

/** The period covering `day`, or undefined. */
export function boatPeriodFor<P extends BoatPeriod>(periods: readonly P[], day: string): P | undefined {
  return periods.find((p) => p.start_date <= day && day <= p.end_date);
}

/** Minimum rental days starting on `checkIn`: max(first day's period rule, boat's rule, 1). */
export function minDaysFor(periods: readonly BoatPeriod[], boat: Pick<QuoteBoat, 'min_days'>, checkIn: string): number {
  return Math.max(boatPeriodFor(periods, checkIn)?.min_days ?? 1, boat.min_days, 1);
}

/**
 * Prices the rental [checkIn, checkOut) for `guests` under the rules above.
 * `holds` are the boat's holding reservations (option, confirmed) near the
 * rental; leave them out to price without checking availability.
 */
export function quoteBoatRental(opts: {
  periods: readonly BoatPeriod[];
  boat: QuoteBoat;
  checkIn: string;
  checkOut: string;
  guests: number;
  holds?: readonly DateRange[];
}): BoatRentalQuote {
  const { periods, boat, checkIn, checkOut, guests } = opts;
  if (!isCalendarDate(checkIn) || !isCalendarDate(checkOut) || checkOut <= checkIn) {
    return {
      ok: false,
      reason: 'INVALID_RANGE',
      message: 'Dönüş tarihi kalkış tarihinden sonra olmalı.',
      details: { checkin: checkIn, checkout: checkOut },
    };
  }
  if (opts.holds && !isFree(opts.holds, { start: checkIn, end: checkOut })) {
    return { ok: false, reason: 'UNAVAILABLE', message: 'Seçtiğiniz günler bu tekne için dolu.', details: {} };
  }
  if (guests > boat.capacity) {
    return {
      ok: false,
      reason: 'CAPACITY_EXCEEDED',
      message: `Bu tekne en fazla ${boat.capacity} kişi alır.`,
      details: { capacity: boat.capacity, guests },
    };
  }

  const count = daysBetween(checkIn, checkOut);
  const dayPeriods: BoatPeriod[] = [];
  const unpriced: string[] = [];
  for (let i = 0; i < count; i++) {
    const date = addDays(checkIn, i);
    const p = boatPeriodFor(periods, date);
    if (p) dayPeriods.push(p);
    else unpriced.push(date);
  }
  if (unpriced.length > 0) {
    return {
      ok: false,
      reason: 'PRICE_ON_REQUEST',
      message: 'Seçtiğiniz günlerin bir kısmı için fiyat belirlenmemiş; fiyat için lütfen bizimle iletişime geçin.',
      details: { days: unpriced },
    };
  }
  const minDays = minDaysFor(periods, boat, checkIn);
  if (count < minDays) {
    return {
      ok: false,
      reason: 'MIN_DAYS',
      message: `Bu tarihlerde en az ${minDays} günlük kiralama gerekir.`,
      details: { min_days: minDays, days: count },
    };
  }

  const weeks: BoatQuoteOk['weeks'] = [];
  const days: BoatQuoteOk['days'] = [];
  const fullWeeks = Math.floor(count / WEEK);
  for (let w = 0; w < fullWeeks; w++) {
    const block = dayPeriods.slice(w * WEEK, (w + 1) * WEEK);
    if (block.every((p) => p.weekly_price_kurus !== null)) {
      // Days of the week per period, in order; a week straddling two periods pays each pro rata.
      const perPeriod = new Map<BoatPeriod, number>();
      for (const p of block) perPeriod.set(p, (perPeriod.get(p) ?? 0) + 1);
      let price = 0;
      for (const [p, n] of perPeriod) price += Math.round(((p.weekly_price_kurus as number) * n) / WEEK);
      weeks.push({ start: addDays(checkIn, w * WEEK), end: addDays(checkIn, (w + 1) * WEEK), price_kurus: price });
    } else {
      block.forEach((p, i) => {
        days.push({ date: addDays(checkIn, w * WEEK + i), price_kurus: p.daily_price_kurus });
      });
    }
  }
  for (let i = fullWeeks * WEEK; i < count; i++) {
    days.push({ date: addDays(checkIn, i), price_kurus: (dayPeriods[i] as BoatPeriod).daily_price_kurus });
  }

  const weeksTotal = weeks.reduce((s, w) => s + w.price_kurus, 0);
  const daysTotal = days.reduce((s, d) => s + d.price_kurus, 0);
  const total = weeksTotal + daysTotal;
  return {
    ok: true,
    days_count: count,
    weeks,
    days,
    weeks_total_kurus: weeksTotal,
    days_total_kurus: daysTotal,
    total_kurus: total,
    prepayment_kurus: prepaymentOf(total, boat.prepayment_percent),
    min_days: minDays,
  };
}
