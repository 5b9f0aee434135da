/**
 * Catalogue back office shapes (SPEC §7 "Admin reads/writes", §9 page sizes):
 * villa types, towns (ilçe) and districts (bölge), and villa reviews
 * (`/comment`). Names are trimmed; slugs come from `slugify` on the server.
 */
import { z } from 'zod';
import { errorBody, MAX_DB_INT, pagingQuery } from './common.ts';
import { PAGE_SIZE } from './constants.ts';

const dbId = (message: string) => z.coerce.number().int(message).positive(message).max(MAX_DB_INT, message);

/** A catalogue name: 2–80 characters after trimming, with at least one letter or digit. */
export const catalogueName = z
  .string({ error: 'Ad gerekli.' })
  .trim()
  .min(2, 'Ad en az 2 karakter olmalı.')
  .max(80, 'Ad en fazla 80 karakter olabilir.')
  .regex(/[\p{L}\p{N}]/u, 'Ad en az bir harf veya rakam içermeli.');

/** Optional free-text search of a list (`q`), trimmed; empty means none. */
const searchText = z.string().trim().max(80, 'Arama metni en fazla 80 karakter olabilir.').optional();

/** A villa that blocks a delete (409 details: `villas`). */
export const villaUsage = z.object({ id: z.number().int(), name: z.string() });
export type VillaUsage = z.infer<typeof villaUsage>;

/** 409 of a delete that is blocked: the error body plus the villas (and, for a town, the districts) in the way. */
export const inUseErrorBody = z.object({
  content: errorBody.shape.content.extend({
    villas: z.array(villaUsage).optional(),
    districts: z.array(z.object({ district_id: z.number().int(), name: z.string() })).optional(),
  }),
});
export type InUseErrorBody = z.infer<typeof inUseErrorBody>;

/** The answers every catalogue write shares, from the record's name: `noun` in the middle of a sentence, `Noun` at its start. */
const catalogueMessages = (noun: string, Noun: string) => ({
  notFound: `${Noun} bulunamadı.`,
  duplicate: `Bu isimde bir ${noun} zaten var.`,
  /** Subject of the 409 naming the villas or boats in the way ('Bu tekne tipi 7 teknede kullanılıyor: …'). */
  subject: `Bu ${noun}`,
  /** 409 of a delete that a row added meanwhile blocks (the foreign key answers). */
  inUse: `Bu ${noun} kullanımda; silinemez.`,
});

/**
 * Turkish answers of the catalogue back office (404, 409), per resource;
 * `blocked` ends the 409 naming what uses the record and says what to do first.
 */
export const CATALOGUE_MESSAGES = {
  villaType: {
    ...catalogueMessages('villa tipi', 'Villa tipi'),
    blocked: 'Önce bu villalardan tipi kaldırın.',
    protected: 'Apart ve Bungalov tipleri silinemez.',
  },
  boatType: { ...catalogueMessages('tekne tipi', 'Tekne tipi'), blocked: 'Önce bu teknelere başka bir tip seçin.' },
  marina: {
    ...catalogueMessages('marina', 'Marina'),
    duplicate: 'Bu adres (slug) başka bir marinada kullanılıyor; farklı bir ad ya da adres girin.',
    blocked: 'Önce bu tekneleri başka bir marinaya taşıyın.',
  },
  town: { ...catalogueMessages('ilçe', 'İlçe'), blocked: 'Önce bunları kaldırın ya da başka bir ilçeye taşıyın.' },
  district: {
    ...catalogueMessages('bölge', 'Bölge'),
    duplicate: 'Bu ilçede aynı isimde bir bölge zaten var.',
    blocked: 'Önce bu villaların bölgesini değiştirin.',
    unmovable: 'Villaları olan bir bölge başka bir ilçeye taşınamaz.',
    townNotFound: 'Seçilen ilçe bulunamadı.',
  },
} as const;

// ── Villa types ────────────────────────────────────────────────────────────
export const villaTypeBody = z.object({ name: catalogueName });
export type VillaTypeBody = z.infer<typeof villaTypeBody>;

export const villaTypeItem = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  /** Villas linked to this type (active or not). */
  villa_count: z.number().int().nonnegative(),
  /** Types 18 (Apart) and 19 (Bungalov) cannot be deleted (SPEC §3). */
  protected: z.boolean(),
});
export type VillaTypeItem = z.infer<typeof villaTypeItem>;

export const villaTypesQuery = pagingQuery(PAGE_SIZE.villaTypes).extend({ q: searchText });

// ── Towns and districts ────────────────────────────────────────────────────
export const townBody = z.object({ name: catalogueName });
export type TownBody = z.infer<typeof townBody>;

export const townItem = z.object({
  town_id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  district_count: z.number().int().nonnegative(),
  villa_count: z.number().int().nonnegative(),
});
export type TownItem = z.infer<typeof townItem>;

export const townOption = z.object({ town_id: z.number().int(), name: z.string() });
export type TownOption = z.infer<typeof townOption>;

export const townsQuery = pagingQuery(PAGE_SIZE.towns).extend({ q: searchText });

export const districtBody = z.object({ town_id: dbId('Geçerli bir ilçe seçin.'), name: catalogueName });
export type DistrictBody = z.infer<typeof districtBody>;

export const districtItem = z.object({
  district_id: z.number().int(),
  town_id: z.number().int(),
  town_name: z.string(),
  name: z.string(),
  slug: z.string(),
  villa_count: z.number().int().nonnegative(),
});
export type DistrictItem = z.infer<typeof districtItem>;

export const townDetail = townItem.extend({ districts: z.array(districtItem) });
export type TownDetail = z.infer<typeof townDetail>;

export const districtsQuery = pagingQuery(PAGE_SIZE.districts).extend({
  town_id: dbId('Geçerli bir ilçe seçin.').optional(),
  q: searchText,
});

export const townIdParam = z.object({ town_id: dbId('Geçersiz kimlik.') });
export const districtIdParam = z.object({ district_id: dbId('Geçersiz kimlik.') });

// ── Comments (villa reviews) ───────────────────────────────────────────────
/** `active` in a query string: 'true' / 'false' (anything else is a 400). */
export const booleanQuery = z.enum(['true', 'false'], { error: 'true veya false olmalı.' }).transform((v) => v === 'true');

/** The kinds of unit a review is about (issue 23: boats are reviewed like villas). */
export const REVIEW_UNIT_KINDS = ['villa', 'boat'] as const;
export type ReviewUnitKind = (typeof REVIEW_UNIT_KINDS)[number];

export const commentsQuery = pagingQuery(PAGE_SIZE.comments).extend({
  active: booleanQuery.optional(),
  /** Only the reviews of villas or only those of boats. */
  kind: z.enum(REVIEW_UNIT_KINDS, { error: 'Tür villa veya boat olmalı.' }).optional(),
  villa_id: dbId('Geçersiz villa kimliği.').optional(),
  boat_id: dbId('Geçersiz tekne kimliği.').optional(),
  /** Exactly this many stars (issue 24). */
  rating: z.coerce
    .number()
    .int('Puan 1 ile 5 arasında olmalı.')
    .min(1, 'Puan 1 ile 5 arasında olmalı.')
    .max(5, 'Puan 1 ile 5 arasında olmalı.')
    .optional(),
  /** true: only reviews linked to a finished stay ("Konaklamış misafir"); false: only the others. */
  verified: booleanQuery.optional(),
});

/** The agency's published answer under a review (issue 24). */
export const commentReply = z.object({ text: z.string(), at: z.string() });
export type CommentReply = z.infer<typeof commentReply>;

/** The fields of a back-office review after its unit's id, name and slug. */
const commentItemFields = {
  name: z.string(),
  rating: z.number().int(),
  text: z.string(),
  active: z.boolean(),
  created_at: z.string(),
  reply: commentReply.nullable(),
  /** The reviewer gave the code of a finished stay at this villa or rental of this boat (decision 016). */
  verified_stay: z.boolean(),
  /** That stay's code, for the back office's link to the reservation; null when unverified. */
  reservation_code: z.string().nullable(),
};

/** A villa review in the back office (the shape villa reviews have always had). */
export const villaCommentItem = z.object({
  id: z.number().int(),
  villa_id: z.number().int(),
  villa_name: z.string(),
  villa_slug: z.string(),
  ...commentItemFields,
});

/** A boat review in the back office: the same fields, about a boat (issue 23). */
export const boatCommentItem = z.object({
  id: z.number().int(),
  boat_id: z.number().int(),
  boat_name: z.string(),
  boat_slug: z.string(),
  ...commentItemFields,
});

/** A review as the back office's `/comment` calls answer it: a villa's or a boat's, told apart by `villa_id` / `boat_id`. */
export const commentItem = z.union([villaCommentItem, boatCommentItem]);
export type CommentItem = z.infer<typeof commentItem>;

/** Which unit a back-office review is about. */
export function reviewedUnit(c: CommentItem): { kind: ReviewUnitKind; id: number; name: string; slug: string } {
  return 'boat_id' in c
    ? { kind: 'boat', id: c.boat_id, name: c.boat_name, slug: c.boat_slug }
    : { kind: 'villa', id: c.villa_id, name: c.villa_name, slug: c.villa_slug };
}

/** Longest reply of the agency under a review. */
export const COMMENT_REPLY_MAX = 2000;

/** `PUT /v1/admin/comments/{id}/reply`: the agency's answer; an empty text removes it. */
export const commentReplyBody = z.object({
  reply: z
    .string({ error: 'Yanıt metni gerekli.' })
    .trim()
    .max(COMMENT_REPLY_MAX, `Yanıt en fazla ${COMMENT_REPLY_MAX} karakter olabilir.`),
});
export type CommentReplyBody = z.infer<typeof commentReplyBody>;

/** Most reviews one bulk call changes (a page is 10; a filtered selection stays well below). */
export const COMMENT_BULK_MAX = 100;

/** `POST /v1/admin/comments/bulk`: publish (`active: true`) or withdraw several reviews at once. */
export const commentBulkBody = z.object({
  ids: z
    .array(dbId('Geçersiz yorum kimliği.'), { error: 'Yorum seçin.' })
    .min(1, 'En az bir yorum seçin.')
    .max(COMMENT_BULK_MAX, `Bir seferde en fazla ${COMMENT_BULK_MAX} yorum değiştirilebilir.`),
  active: z.boolean({ error: 'Yayın durumu (active) true ya da false olmalı.' }),
});
export type CommentBulkBody = z.infer<typeof commentBulkBody>;

/** Answer of the bulk call: the reviews, and the ids whose state it changed (what "Geri al" turns back). */
export const commentBulkResult = z.object({ items: z.array(commentItem), changed: z.array(z.number().int()) });
export type CommentBulkResult = z.infer<typeof commentBulkResult>;

/** Body of the activity toggles (`PATCH …/activity`, SPEC §4). */
export const activityBody = z.object({
  id: dbId('Geçersiz kimlik.'),
  active: z.boolean({ error: 'active true veya false olmalı.' }),
});
export type ActivityBody = z.infer<typeof activityBody>;
