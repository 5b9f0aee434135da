/**
 * The site settings of the page shell (SPEC §7 "Site settings"), read once per
 * request: the layout and a page asking for them share one API call.
 * A failed call answers null so that the shell shows the SPEC §8 message
 * instead of crashing the page.
 */
import 'server-only';
import { cache } from 'react';
import { getTranslations } from 'next-intl/server';
import {
  CACHE_TAGS,
  FOOTER_SETTING_DEFAULTS,
  OTHER_PAGE_DEFAULTS,
  OTHER_PAGES,
  type OtherPage,
  otherPageFromSettings,
  otherPageKeys,
  PUBLIC_REVALIDATE_SECONDS,
  type SettingEntry,
} from '@yali/contract';
import { DEFAULT_LOCALE, type Locale } from '@yali/contract/locales';
import { contentLang } from '@/i18n/paths';
import { apiGet } from '@/lib/api.server';
import type { NavLink } from './nav-links';

export type SiteSettings = Readonly<Record<string, string | undefined>>;

/**
 * Marks `promise` with its outcome once it settles, the way React marks a promise it has read with `use`:
 * a server component's `use(promise)` then returns at once instead of suspending. Without it every
 * `<Money>` of a listing (two per card) read the pending settings in the same pass, and each became a
 * chunk of its own in the page's React payload (issue 16).
 */
function settled<T>(promise: Promise<T>): Promise<T> {
  promise.then(
    (value) => Object.assign(promise, { status: 'fulfilled', value }),
    (reason) => Object.assign(promise, { status: 'rejected', reason }),
  );
  return promise;
}

/** The settings as key → trimmed value (empty values left out), or null when the API cannot be read. */
export const getSiteSettings = cache((): Promise<SiteSettings | null> => settled(readSiteSettings()));

async function readSiteSettings(): Promise<SiteSettings | null> {
  try {
    const entries = await apiGet<SettingEntry[]>('/v1/settings', {
      revalidate: PUBLIC_REVALIDATE_SECONDS,
      tags: [CACHE_TAGS.settings],
    });
    if (!entries) return null;
    return Object.fromEntries(entries.filter((e) => e.value.trim() !== '').map((e) => [e.key, e.value.trim()]));
  } catch {
    return null;
  }
}

/**
 * The agency licence as shown: a bare number gets the page language's label (`label`, the `Footer.licence`
 * message: '12345' → 'TÜRSAB Belge No: 12345'); labelled text stays as it is.
 */
export function licenceText(value: string, label: (number: string) => string): string {
  return /^[\d\s./-]+$/.test(value) ? label(value) : value;
}

/**
 * The footer's data (SPEC §7 "Footer website data: content.footerData"): link
 * lists and payment methods as key/value entries. A failed call answers the
 * built-in defaults, so the footer keeps its links.
 */
export const getFooterData = cache(async (): Promise<SiteSettings> => {
  try {
    const content = await apiGet<{ footerData: SettingEntry[] }>('/v1/website/footer', {
      revalidate: PUBLIC_REVALIDATE_SECONDS,
      tags: [CACHE_TAGS.settings],
    });
    return { ...FOOTER_SETTING_DEFAULTS, ...Object.fromEntries((content?.footerData ?? []).map((e) => [e.key, e.value])) };
  } catch {
    return FOOTER_SETTING_DEFAULTS;
  }
});

/** A service page's built-in title and lead in a language (the `ServicePages` messages). */
export type OtherPageBuiltIn = Record<OtherPage, { title: string; lead: string }>;

/** The service pages' built-in texts in `locale`. */
export async function otherPagesBuiltIn(locale: Locale): Promise<OtherPageBuiltIn> {
  const t = await getTranslations({ locale, namespace: 'ServicePages' });
  return Object.fromEntries(
    OTHER_PAGES.map((page) => [page, { title: t(`${page}.title`), lead: t(`${page}.lead`) }]),
  ) as OtherPageBuiltIn;
}

/**
 * Service page `page` as `locale` shows it (decision 022, issue 18): in Turkish the settings' texts (the
 * built-in ones where never saved); in another language the built-in texts of that language, except a text
 * the agency saved itself, which is shown as saved and marked Turkish (`titleLang`, `leadLang`).
 */
export function otherPageIn(page: OtherPage, settings: SiteSettings | null, locale: Locale, builtIn: OtherPageBuiltIn) {
  const item = otherPageFromSettings(page, settings ?? {});
  if (locale === DEFAULT_LOCALE) return { ...item, titleLang: {}, leadLang: {} };
  const keys = otherPageKeys(page);
  // The agency's own text: saved and not the built-in Turkish one (saving the form unchanged stores that too).
  const own = (key: string, turkish: string) => {
    const saved = settings?.[key]?.trim();
    return !!saved && saved !== turkish;
  };
  const ownTitle = own(keys.title, OTHER_PAGE_DEFAULTS[page].title);
  const ownLead = own(keys.lead, OTHER_PAGE_DEFAULTS[page].lead);
  return {
    ...item,
    title: ownTitle ? item.title : builtIn[page].title,
    lead: ownLead ? item.lead : builtIn[page].lead,
    titleLang: ownTitle ? contentLang(locale) : {},
    leadLang: ownLead ? contentLang(locale) : {},
  };
}

/** The car and transfer pages the agency shows (decision 022), titled as `otherPageIn` says; none while the settings failed. */
export function otherPageLinks(settings: SiteSettings | null, locale: Locale, builtIn: OtherPageBuiltIn): NavLink[] {
  if (!settings) return [];
  return OTHER_PAGES.map((page) => otherPageIn(page, settings, locale, builtIn))
    .filter((p) => p.visible)
    .map((p) => ({ href: p.path, label: p.title, ...p.titleLang }));
}

/** Whether `href` is a car or transfer page the agency has hidden (its links are left out). */
export function isHiddenOtherPage(href: string, settings: SiteSettings | null): boolean {
  return OTHER_PAGES.some((page) => {
    const p = otherPageFromSettings(page, settings ?? {});
    return !p.visible && p.path === href;
  });
}
