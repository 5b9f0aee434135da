/**
 * Issue 18: whatever `LOCALES` holds, every language is served. This suite
 * iterates the languages rather than naming them, so the third-locale check
 * (`scripts/third-locale.mjs`, which adds a small Dutch test locale made of
 * data and translations only) runs it with three: each language's content
 * page, search and guest error answer; a language with an API catalogue
 * answers its own words, one without answers Turkish (decision 026).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES, type WebsitePage } from '@yali/contract';
import { API_TEXTS } from '@yali/contract/i18n';
import { DEFAULT_PAGE_TRANSLATIONS } from '../../src/modules/website/default-pages-translations.ts';
import { DEFAULT_PAGES } from '../../src/modules/website/default-pages.ts';
import { contentOf, errorOf } from '../helpers/http.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe.each(LOCALES)('language %s', (locale) => {
  const lang = `?lang=${locale}`;

  it('answers the about page in the language, Turkish where it has no text', async () => {
    const page = contentOf<WebsitePage>(await t.app.inject({ method: 'GET', url: `/v1/website/about${lang}` }));
    const own = locale === DEFAULT_LOCALE ? DEFAULT_PAGES.about.title : DEFAULT_PAGE_TRANSLATIONS.about[locale]?.title;
    expect(page.title).toBe(own ?? DEFAULT_PAGES.about.title);
    if (locale !== DEFAULT_LOCALE) expect(page.untranslated).toEqual(own ? [] : ['title', 'content']);
  });

  it('searches and lists in the language', async () => {
    for (const url of [
      `/v2/search${lang}`,
      `/v1/searchboats${lang}`,
      `/v1/search/options${lang}`,
      `/v1/search/shortterm${lang}`,
      `/v1/blog${lang}`,
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
  });

  it('tells a guest what is wrong in the language, Turkish where it has no catalogue', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/villas/no-such-villa/quote${lang}&checkin=2030-07-01&checkout=2030-07-08`,
    });
    expect(res.statusCode).toBe(404);
    const turkish = errorOf(
      await t.app.inject({ method: 'GET', url: '/v1/villas/no-such-villa/quote?checkin=2030-07-01&checkout=2030-07-08' }),
    );
    if (API_TEXTS[locale] === undefined) expect(errorOf(res).message).toBe(turkish.message);
    else if (locale !== DEFAULT_LOCALE) expect(errorOf(res).message).not.toBe(turkish.message);
  });
});
