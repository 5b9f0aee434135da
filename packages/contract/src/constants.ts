/**
 * Business constants of SPEC.md §9, shared by the API and the web app.
 * Change a number here and both sides follow.
 */

/** Page sizes per list (SPEC §9). `take` above MAX_TAKE is refused. */
export const PAGE_SIZE = {
  users: 10,
  towns: 10,
  districts: 10,
  villaTypes: 10,
  contactMessages: 10,
  comments: 10,
  blog: 10,
  marinas: 10,
  boatTypes: 10,
  villas: 20,
  reservations: 20,
  external: 20,
  boats: 20,
  boatReservations: 20,
} as const;

export const MAX_TAKE = 100;

/** Browser storage keys (SPEC §9). */
export const STORAGE_KEYS = {
  adminSession: 'yali_admin',
  currency: 'yali_currency',
  favourites: 'yali_favourites',
  theme: 'yali_theme',
} as const;

/** Debounce times in milliseconds (SPEC §9). */
export const DEBOUNCE_MS = { headerSearch: 1000, default: 250 } as const;

/** Client-side image preparation before upload (SPEC §5, §9). */
export const IMAGE_COMPRESSION = {
  quality: 0.8,
  maxHeight: 1280,
  convertAboveBytes: 5_000_000,
  mimeType: 'image/jpeg',
} as const;

export const SCROLL_TOP_THRESHOLD_PX = 50;
export const PROGRESS_BAR_COLOUR = '#daa106';

/** Thumbnail sizes in CSS pixels (SPEC §9). */
export const THUMBNAIL = {
  search: { width: 100, height: 60 },
  favourite: { width: 40, height: 40 },
} as const;

/** Villa type ids that exist in every installation (SPEC §3, §9). */
export const VILLA_TYPE_ID = { apart: 18, bungalov: 19 } as const;

/** Widths (px) of the responsive WebP variants stored for every image. */
export const IMAGE_VARIANT_WIDTHS = [400, 800, 1280] as const;

/**
 * Server-side limits of every image upload (villa and boat images, blog
 * cover). The pixel limits are read from the file's header before anything
 * is decoded (issue 22): a few bytes of PNG can declare 16000×16000 px, and
 * sharp's own limit (268 MP) would decode that, once per variant.
 */
export const IMAGE_UPLOAD = {
  /** Bytes per file. */
  maxFileBytes: 15 * 1024 * 1024,
  /** Files per request of the villa and boat routes (the blog cover takes one). */
  maxFiles: 20,
  /** The types accepted, read from the bytes (never SVG or other XML). */
  types: ['image/jpeg', 'image/png', 'image/webp'],
  /** Longest side, in pixels. */
  maxSidePx: 10_000,
  /** Width × height, in pixels (40 megapixels; 160 MB once decoded as RGBA). */
  maxPixels: 40_000_000,
} as const;

/** Calendar days of stays are Europe/Istanbul days (DESIGN §2). */
export const TIME_ZONE = 'Europe/Istanbul';

/**
 * The `Intl.DateTimeFormat` options of an instant as the back office and the mails write it:
 * day, `month` ('short': 'Kas', 'long': 'Kasım'), year, hour and minute in Istanbul time.
 */
export const instantFormat = (month: 'short' | 'long'): Intl.DateTimeFormatOptions => ({
  day: 'numeric',
  month,
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: TIME_ZONE,
});
