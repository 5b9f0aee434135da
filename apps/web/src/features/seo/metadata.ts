/**
 * Page metadata of the public site (SEO): unique title and description,
 * canonical URL, Open Graph and Twitter card. Without an `image` the pages
 * share the generated site image (app/og.png).
 */
import type { Metadata } from 'next';
import { DEFAULT_LOCALE, type Locale, LOCALES } from '@yali/contract/locales';
import { localePath } from '@/i18n/paths';

export const SITE_NAME = 'Yalı Villa Kiralama';

/** The generated site image (app/og.png). */
const DEFAULT_IMAGE = {
  url: '/og.png',
  width: 1200,
  height: 630,
  alt: 'Yalı Villa Kiralama – özel havuzlu kiralık tatil villaları',
};

/** Open Graph's name of each language (language_TERRITORY). */
const OG_LOCALE: Record<Locale, string> = { tr: 'tr_TR', en: 'en_GB' };

/**
 * Title, description, canonical address with its language alternates
 * (`hreflang` tr, en, x-default — issue 18), Open Graph and Twitter card of a
 * public page. `path` is the page folder's (Turkish) address; `locale` the
 * page's language, whose address becomes the canonical one.
 */
export function pageMetadata(opts: {
  title: string;
  description: string;
  path: string;
  locale: Locale;
  image?: { url: string; width?: number; height?: number; alt?: string };
  type?: 'website' | 'article';
  /** Set for pages that must stay out of search results (e.g. a search with a query). */
  noindex?: boolean;
  /** The title as given, without the site name template (the home page). */
  absoluteTitle?: boolean;
}): Metadata {
  const images = [opts.image ?? DEFAULT_IMAGE];
  return {
    title: opts.absoluteTitle ? { absolute: opts.title } : opts.title,
    description: opts.description,
    alternates: {
      canonical: localePath(opts.locale, opts.path),
      languages: {
        ...Object.fromEntries(LOCALES.map((l) => [l, localePath(l, opts.path)])),
        'x-default': localePath(DEFAULT_LOCALE, opts.path),
      },
    },
    openGraph: {
      type: opts.type ?? 'website',
      locale: OG_LOCALE[opts.locale],
      alternateLocale: LOCALES.filter((l) => l !== opts.locale).map((l) => OG_LOCALE[l]),
      siteName: SITE_NAME,
      url: localePath(opts.locale, opts.path),
      title: opts.title,
      description: opts.description,
      images,
    },
    twitter: {
      card: 'summary_large_image',
      title: opts.title,
      description: opts.description,
      images: images.map((i) => i.url),
    },
    ...(opts.noindex ? { robots: { index: false, follow: true } } : {}),
  };
}

/** Plain text of admin-written HTML, for descriptions. */
export const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
