/**
 * next-intl's per-request set-up: the page's locale (from the `[locale]`
 * segment, set by `setRequestLocale` so pages stay static) and its messages
 * (`apps/web/messages/<part>/<locale>.json`, message-files.ts). An address outside the public site
 * (the back office) is Turkish.
 */
import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import type { AbstractIntlMessages } from 'next-intl';
import { MESSAGE_FOLDERS } from './message-files';
import { routing } from './routing';

/** Merges the folders' messages of `locale`; the `Client` namespace is merged one level deeper (each folder adds its islands). */
async function mergeMessages(locale: string): Promise<AbstractIntlMessages> {
  const parts = await Promise.all(
    MESSAGE_FOLDERS.map(
      async (folder) => (await import(`../../messages/${folder}/${locale}.json`)).default as AbstractIntlMessages,
    ),
  );
  const merged: AbstractIntlMessages = {};
  for (const part of parts) {
    for (const [key, value] of Object.entries(part)) {
      merged[key] = key === 'Client' ? { ...(merged.Client as AbstractIntlMessages), ...(value as AbstractIntlMessages) } : value;
    }
  }
  return merged;
}

const mergedByLocale = new Map<string, Promise<AbstractIntlMessages>>();
/**
 * `locale`'s messages, merged once per process: they are constant for a build, and every page rendered per
 * request (a listing with a query) used to import and merge every folder again (issue 16). `next dev` merges
 * them per request still, so that an edited message file shows on the next reload.
 */
function messagesOf(locale: string): Promise<AbstractIntlMessages> {
  if (process.env.NODE_ENV !== 'production') return mergeMessages(locale);
  let messages = mergedByLocale.get(locale);
  if (!messages) {
    messages = mergeMessages(locale);
    mergedByLocale.set(locale, messages);
  }
  return messages;
}

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    messages: await messagesOf(locale),
    timeZone: 'Europe/Istanbul',
  };
});
