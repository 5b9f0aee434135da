import type { ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { DEFAULT_LOCALE, type Locale } from '@yali/contract/locales';
import { breadcrumbLd, JsonLd } from '@/features/seo/json-ld';
import { contentLang, localePath } from '@/i18n/paths';
import { paths } from '@/lib/paths';
import { Breadcrumbs } from '@/components/public/breadcrumbs';

/** Typography of admin-written HTML content (headings, lists, links). */
export const proseClass =
  'max-w-3xl text-base leading-relaxed text-slate-700 dark:text-slate-300 [&_a]:font-medium [&_a]:text-sea-700 [&_a]:underline [&_a]:underline-offset-2 dark:[&_a]:text-brand-400 [&_h2]:mt-8 [&_h2]:mb-3 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-slate-900 dark:[&_h2]:text-white [&_h3]:mt-7 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900 dark:[&_h3]:text-white [&_li]:mb-1.5 [&_ol]:mb-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mb-4 [&_strong]:text-slate-900 dark:[&_strong]:text-white [&_ul]:mb-4 [&_ul]:list-disc [&_ul]:pl-6';

/**
 * Frame of a content page in the page's language: breadcrumb (with its JSON-LD), heading, optional lead, body.
 * `path` is the page folder's (Turkish) address; `titleUntranslated` marks an agency title that fell back to Turkish.
 */
export function ContentPage({
  title,
  path,
  lead,
  children,
  wide = false,
  titleUntranslated = false,
}: {
  title: string;
  path: string;
  lead?: ReactNode;
  children: ReactNode;
  wide?: boolean;
  titleUntranslated?: boolean;
}) {
  const locale = useLocale() as Locale;
  const t = useTranslations('Breadcrumbs');
  return (
    <div className={`mx-auto px-4 py-8 sm:px-6 lg:px-8 lg:py-12 ${wide ? 'max-w-7xl' : 'max-w-5xl'}`}>
      <JsonLd
        data={breadcrumbLd([
          { name: t('home'), path: localePath(locale, paths.home) },
          { name: title, path: localePath(locale, path) },
        ])}
      />
      <Breadcrumbs current={title} currentLang={titleUntranslated ? contentLang(locale).lang : undefined} />
      <h1
        {...(titleUntranslated ? contentLang(locale) : {})}
        className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white"
      >
        {title}
      </h1>
      {lead && <div className="mt-3 max-w-3xl text-lg text-slate-600 dark:text-slate-300">{lead}</div>}
      <div className="mt-8">{children}</div>
    </div>
  );
}

/** Addresses of the API, the back office and files: never under a language prefix. */
const UNPREFIXED = /^\/(?:dashboard|v1|v2|docs|uploads|_next)(?:[/?#]|$)/;

/**
 * `html` with its site-internal links (`href="/listing?…"`, written with the Turkish addresses) in `locale`'s
 * addresses (`/en/listing?…`); other links as they are.
 */
export function localiseLinks(html: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return html;
  return html.replace(/href="(\/(?!\/)[^"]*)"/g, (whole, href: string) =>
    UNPREFIXED.test(href) || href === `/${locale}` || href.startsWith(`/${locale}/`)
      ? whole
      : `href="${localePath(locale, href)}"`,
  );
}

/**
 * Admin-written HTML of a website page or post (sanitised by the API), its links in the page's language;
 * `untranslated` marks a text that fell back to Turkish (`lang="tr"` on another language's page).
 */
export function HtmlContent({ html, untranslated = false }: { html: string; untranslated?: boolean }) {
  const locale = useLocale() as Locale;
  return (
    <div
      {...(untranslated ? contentLang(locale) : {})}
      className={proseClass}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: website page HTML, sanitised by the API (allow-listed tags) before it reaches the page
      dangerouslySetInnerHTML={{ __html: localiseLinks(html, locale) }}
    />
  );
}

/** The page's text could not be loaded (API down): a short notice in the page's language instead of an error page. */
export function ContentUnavailable() {
  const t = useTranslations('ContentPage');
  return (
    <p
      role="status"
      className="rounded-xl border border-dashed border-slate-300 p-6 text-slate-700 dark:border-slate-700 dark:text-slate-300"
    >
      {t('unavailable')}
    </p>
  );
}
