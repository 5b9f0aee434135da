/**
 * Page metadata of the public site (SEO): unique title and description,
 * canonical URL, Open Graph and Twitter card. Without an `image` the pages
 * share the generated site image (app/(public)/og.png).
 */
import type { Metadata } from 'next';

export const SITE_NAME = 'Yalı Villa Kiralama';

/** The generated site image (app/(public)/og.png). */
const DEFAULT_IMAGE = {
  url: '/og.png',
  width: 1200,
  height: 630,
  alt: 'Yalı Villa Kiralama – özel havuzlu kiralık tatil villaları',
};

export function pageMetadata(opts: {
  title: string;
  description: string;
  path: string;
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
    alternates: { canonical: opts.path },
    openGraph: {
      type: opts.type ?? 'website',
      locale: 'tr_TR',
      siteName: SITE_NAME,
      url: opts.path,
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
