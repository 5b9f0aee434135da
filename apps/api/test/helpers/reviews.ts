/**
 * The review tests of both kinds of rental unit (issue 23: boats are reviewed like
 * villas, decision 008): one descriptor per kind — how to make a unit and a stay of
 * it, where its public page, review form and cards are — so that one suite runs for
 * villas and boats alike.
 */
import type { BoatCard, CommentItem, UnitReview, VillaCard } from '@yali/contract';
import type { Db } from '../../src/db/client.ts';
import { todayInIstanbul } from '../../src/domain/pricing.ts';
import { addDays } from './dates.ts';
import { createBoatReservation, createReservation, createPricedVilla, createPricedBoat } from './factories.ts';
import { contentOf, type Page } from './http.ts';
import type { TestApp } from './test-app.ts';

type Unit = { id: number; slug: string; name: string };
type StayStatus = 'pending' | 'option' | 'confirmed' | 'completed' | 'cancelled';

export type ReviewKind = {
  kind: 'villa' | 'boat';
  /** The unit's public page (`GET`), and its review form (`POST …/comments`). */
  page: (slug: string) => string;
  /** 404 text of an unknown or hidden unit. */
  notFound: string;
  /** An active (unless `active: false`) unit with a price, so it shows in the search. */
  createUnit: (db: Db, overrides?: { name?: string; active?: boolean }) => Promise<Unit>;
  /**
   * A reservation of the unit in `status` whose last day (the villa's check-out day, the
   * boat's last rental day) is `lastDay`.
   */
  createStay: (db: Db, unitId: number, status: StayStatus, lastDay: string) => Promise<{ id: number; reservation_id: string }>;
  /** The review's column naming its unit, and the one naming its verified stay. */
  unitColumn: 'villa_id' | 'boat_id';
  stayColumn: 'reservation_id' | 'boat_reservation_id';
  /** The unit's card score from the public search. */
  cardScore: (t: TestApp, id: number) => Promise<{ rating: number | null; review_count: number }>;
  /** The unit's id, name and slug as the back office's review list names them. */
  listed: (c: CommentItem) => { id: number; name: string; slug: string } | null;
};

const _today = () => todayInIstanbul();

async function cardOf<T extends { id: number; rating: number | null; review_count: number }>(
  t: TestApp,
  url: string,
  id: number,
) {
  const card = contentOf<Page<T>>(await t.app.inject({ method: 'GET', url })).items.find((c) => c.id === id);
  if (!card) throw new Error(`${id} is not in ${url}`);
  return { rating: card.rating, review_count: card.review_count };
}

export const VILLA_REVIEW_KIND: ReviewKind = {
  kind: 'villa',
  page: (slug) => `/v1/villas/${slug}`,
  notFound: 'Villa bulunamadı.',
  createUnit: (db, overrides = {}) => createPricedVilla(db, overrides, { min_nights: 2 }),
  createStay: (db, villa_id, status, lastDay) =>
    createReservation(db, { villa_id, status, started_at: addDays(lastDay, -5), finished_at: lastDay }),
  unitColumn: 'villa_id',
  stayColumn: 'reservation_id',
  cardScore: (t, id) => cardOf<VillaCard>(t, '/v2/search?client=true&take=100', id),
  listed: (c) => ('villa_id' in c ? { id: c.villa_id, name: c.villa_name, slug: c.villa_slug } : null),
};

export const BOAT_REVIEW_KIND: ReviewKind = {
  kind: 'boat',
  page: (slug) => `/v1/boats/${slug}`,
  notFound: 'Tekne bulunamadı.',
  // The factory's default period: 30 days from today.
  createUnit: (db, overrides = {}) => createPricedBoat(db, overrides, { days: 29 }),
  // A boat's days are half-open too: a rental whose last day is `lastDay` ends (exclusive) the day after.
  createStay: (db, boat_id, status, lastDay) =>
    createBoatReservation(db, { boat_id, status, started_at: addDays(lastDay, -2), finished_at: addDays(lastDay, 1) }),
  unitColumn: 'boat_id',
  stayColumn: 'boat_reservation_id',
  cardScore: (t, id) => cardOf<BoatCard>(t, '/v1/searchboats?client=true&take=100', id),
  listed: (c) => ('boat_id' in c ? { id: c.boat_id, name: c.boat_name, slug: c.boat_slug } : null),
};

export const REVIEW_KINDS = [VILLA_REVIEW_KIND, BOAT_REVIEW_KIND] as const;

/** The published reviews on the unit's public page. */
export async function publicReviews(t: TestApp, k: ReviewKind, slug: string): Promise<UnitReview[]> {
  return contentOf<{ comments: UnitReview[] }>(await t.app.inject({ method: 'GET', url: k.page(slug) })).comments;
}

let address = 0;
/** A visitor's review through the public form, each from its own address (the form is rate limited per address). */
export function postReview(t: TestApp, k: ReviewKind, slug: string, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: `${k.page(slug)}/comments`,
    payload: { name: 'Misafir', rating: 5, text: 'Çok güzel bir tatil geçirdik.', ...body },
    headers: { 'x-forwarded-for': `198.51.${100 + (k.kind === 'boat' ? 1 : 0)}.${++address % 250}` },
  });
}
