/**
 * The public boat page's data (`GET /v1/boats/{slug}`, issue 7): an active
 * boat with its type, marina (name, location, coordinates), features, every
 * image with all its variants, and its price periods that have not ended
 * (daily and weekly rate in kuruş, minimum days — at least the boat's own),
 * and its published reviews with their score and count (issue 23).
 * An unknown or inactive boat → 404 'Tekne bulunamadı.'.
 */
import { and, asc, desc, eq, gte } from 'drizzle-orm';
import { BOAT_SEARCH_MESSAGES, DEFAULT_LOCALE, type Locale, type PublicBoatDetail } from '@yali/contract';
import type { Db } from '../../db/client.ts';
import { boatImages, boatPrices, boats, boatTypes, comments, marinas } from '../../db/schema.ts';
import { todayInIstanbul } from '../../domain/pricing.ts';
import { catalogueNamer } from '../../lib/catalogue-names.ts';
import { AppError } from '../../lib/errors.ts';
import { localizeBoatDetail } from '../../lib/localize-units.ts';
import { imageAnswer } from '../../lib/images.ts';
import { escapeHtml } from '../../lib/html.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import type { Storage } from '../../storage/storage.ts';
import { reviewOf } from '../comments/comment-view.ts';
import { loadReviewScores, scoreFields } from '../search/cards.ts';

/** A tag the back-office editor writes: its presence marks the text as HTML ('<paragraf>' in plain text does not). */
const EDITOR_TAG = /<\/?(p|br|strong|em|b|i|u|ul|ol|li|h[1-6]|a|blockquote|div|span)\b[^>]*>/i;

/**
 * Safe HTML of a description, whether the back office stored rich text or
 * plain text: plain text becomes paragraphs (blank lines) and line breaks;
 * HTML keeps only the editor's allow-listed tags. The page renders it as is.
 */
export function descriptionHtml(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  if (EDITOR_TAG.test(trimmed)) return sanitizeRichText(trimmed);
  return trimmed
    .split(/\n\s*\n/)
    .map((para) => `<p>${escapeHtml(para.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

export async function getPublicBoat(opts: {
  db: Db;
  storage: Storage;
  slug: string;
  today?: string;
  locale?: Locale;
}): Promise<PublicBoatDetail> {
  const { db, storage } = opts;
  const today = opts.today ?? todayInIstanbul();
  const [row] = await db
    .select({
      boat: boats,
      type: { id: boatTypes.id, name: boatTypes.name },
      marina: {
        marina_id: marinas.marina_id,
        name: marinas.name,
        location: marinas.location,
        lat: marinas.lat,
        lng: marinas.lng,
      },
    })
    .from(boats)
    .leftJoin(boatTypes, eq(boatTypes.id, boats.type_id))
    .leftJoin(marinas, eq(marinas.marina_id, boats.marina_id))
    .where(and(eq(boats.slug, opts.slug), eq(boats.active, true)));
  if (!row) throw new AppError('NOT_FOUND', BOAT_SEARCH_MESSAGES.notFound);
  const b = row.boat;
  const [imageRows, priceRows, reviewRows, scores] = await Promise.all([
    db.select().from(boatImages).where(eq(boatImages.boat_id, b.id)).orderBy(asc(boatImages.sort_order), asc(boatImages.id)),
    db
      .select()
      .from(boatPrices)
      .where(and(eq(boatPrices.boat_id, b.id), gte(boatPrices.end_date, today)))
      .orderBy(asc(boatPrices.start_date)),
    db
      .select()
      .from(comments)
      .where(and(eq(comments.boat_id, b.id), eq(comments.active, true)))
      .orderBy(desc(comments.created_at), desc(comments.id)),
    loadReviewScores(db, [b.id], 'boat_id'),
  ]);
  const images = imageRows.map((r) => imageAnswer(storage, r));
  const prices = priceRows.map((p) => ({
    id: p.id,
    start_date: p.start_date,
    end_date: p.end_date,
    daily_price_kurus: p.daily_price_kurus,
    weekly_price_kurus: p.weekly_price_kurus,
    min_days: Math.max(p.min_days, b.min_days),
  }));
  const page: PublicBoatDetail = {
    id: b.id,
    slug: b.slug,
    name: b.name,
    type: row.type?.id ? { id: row.type.id, name: row.type.name } : null,
    marina: row.marina?.marina_id ? row.marina : null,
    capacity: b.capacity,
    cabins: b.cabins,
    length_m: b.length_m,
    crew: b.crew,
    min_days: b.min_days,
    thumbnail: images[0]?.variants[0]?.url ?? null,
    image: images[0] ?? null,
    from_price_kurus: prices.length > 0 ? Math.min(...prices.map((p) => p.daily_price_kurus)) : null,
    ...scoreFields(scores.get(b.id)),
    description: descriptionHtml(b.description),
    features: b.features,
    permit_number: b.permit_number,
    prepayment_percent: b.prepayment_percent,
    departure_time: b.departure_time,
    return_time: b.return_time,
    images,
    prices,
    comments: reviewRows.map(reviewOf),
  };
  const locale = opts.locale ?? DEFAULT_LOCALE;
  if (locale === DEFAULT_LOCALE) return page;
  const namer = await catalogueNamer(db, locale, ['boatType', 'marina']);
  return localizeBoatDetail(page, b.translations, locale, namer, descriptionHtml);
}
