/**
 * next-intl's per-request set-up: the page's locale (from the `[locale]`
 * segment, set by `setRequestLocale` so pages stay static) and its messages
 * (`apps/web/messages/<locale>.json`). An address outside the public site
 * (the back office) is Turkish.
 */
import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { routing } from './routing';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    messages: (await import(`../../messages/${locale}.json`)).default,
    timeZone: 'Europe/Istanbul',
  };
});
