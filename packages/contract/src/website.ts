/** Website content pages (SPEC §7 "Public reads": /website/{section}; DESIGN §2). */
import { z } from 'zod';
import { translationsAnswer, untranslatedField } from './translations.ts';

/** Sections of `GET /v1/website/{section}` (SPEC §7) and of `/dashboard/website/…` (SPEC §2). */
export const WEBSITE_SECTIONS = ['about', 'privacy', 'rental', 'cancel', 'kvkk', 'howrent', 'contact', 'home'] as const;
export const WebsiteSection = z.enum(WEBSITE_SECTIONS, 'Bilinmeyen sayfa bölümü.');
export type WebsiteSection = z.infer<typeof WebsiteSection>;

export const websiteSectionParam = z.object({ section: WebsiteSection });

/** A frequently asked question (the `faq` list in the `home` section's data). */
export const faqEntry = z.object({ question: z.string(), answer: z.string() });
export type FaqEntry = z.infer<typeof faqEntry>;

/**
 * One content page: `content` is sanitised HTML; `data` holds structured
 * extras (home: `faq`; contact: `address`, `hours` …). `updated_at` is null
 * while the page still shows the built-in default text (nobody edited it yet).
 */
export const websitePage = z.object({
  section: WebsiteSection,
  title: z.string(),
  content: z.string(),
  data: z.record(z.string(), z.unknown()),
  updated_at: z.string().nullable(),
  /** Admin reads only: the stored translations (issue 18). */
  translations: translationsAnswer.optional(),
  ...untranslatedField,
});
export type WebsitePage = z.infer<typeof websitePage>;

/**
 * Tags of the public site's cached API reads (docs/decisions/004). After a
 * back-office write the API posts the affected tags to the web app's
 * `/api/revalidate`, and the pages that read them are rebuilt on their next visit.
 */
export const CACHE_TAGS = {
  settings: 'settings',
  villas: 'villas',
  villa: (slug: string) => `villa:${slug}`,
  boats: 'boats',
  website: 'website',
  websiteSection: (section: WebsiteSection) => `website:${section}`,
  blog: 'blog',
} as const;

/** Seconds after which a cached public read is refreshed even without a revalidation call. */
export const PUBLIC_REVALIDATE_SECONDS = 300;

/** Header carrying the shared secret of `POST /api/revalidate`. */
export const REVALIDATE_SECRET_HEADER = 'x-revalidate-secret';
