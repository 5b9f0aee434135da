/**
 * Stored XSS (issue 22): a corpus of payloads goes into every text an admin
 * or a guest can set — settings, content pages, a villa and a boat, a review,
 * a blog post, mail templates, a booking request and a contact message —
 * through the API, and then every public and back-office page that shows
 * those texts is opened in Chromium, hovered where a broken attribute would
 * need a mouse. On each page: `window.__xss` (which every payload sets if it
 * runs) stays unset, no payload is live markup (an event handler, a
 * `javascript:` address or a payload script in the DOM, which the CSP would
 * block but which means escaping failed), no Content-Security-Policy
 * violation is reported, and the payload's label is there as text (so the
 * page really showed the value).
 *
 * Runs last in the alphabetical order of the suite; it still puts back the
 * settings, content pages and mail templates it changed, deletes its review
 * and blog post and deactivates its villa and boat, so that a re-run on the
 * same database (`reuseExistingServer`) starts as the demo left it.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { addDays } from '../dates';
import { expect, loginAs, test, USERS, withRequest } from '../fixtures';

/** Each sets `window.__xss = 1` (or the parent window's) if a browser ever runs it. */
const PAYLOADS = [
  '<img src=x onerror="window.__xss=1">',
  '<svg onload=window.__xss=1>',
  '"><script>window.__xss=1</script>',
  '</script><script>window.__xss=1</script>',
  '<a href="javascript:window.__xss=1">x</a>',
  'javascript:window.__xss=1',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<details open ontoggle="window.__xss=1"><summary>x</summary></details>',
  "' onmouseover='window.__xss=1' x='",
  '" onmouseover="window.__xss=1" x="',
  '{{site_name}}',
  "{{constructor.constructor('window.__xss=1')()}}",
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=1">',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>">',
  '<svg><a xlink:href="javascript:window.__xss=1"><text y="20">x</text></a></svg>',
  '<form action="javascript:window.__xss=1"><button>x</button></form>',
  '<input autofocus onfocus="window.__xss=1">',
  '<object data="javascript:window.__xss=1"></object>',
  '<div style="background:url(javascript:window.__xss=1)">x</div>',
  '<!--<img src=x onerror="window.__xss=1">-->',
];
const ALL = PAYLOADS.join(' ');
/** A label (found on the page as text) and payloads, cut to a field's length limit. */
const value = (label: string, max: number, payloads = ALL) => `${label} ${payloads}`.slice(0, max);
/** Short fields: the label and the payloads that fit, most dangerous first. */
const short = (label: string, max: number) => {
  let text = label;
  for (const p of PAYLOADS) if (`${text} ${p}`.length <= max) text = `${text} ${p}`;
  return text;
};

const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());

// A run of its own: a re-run on the same database finds the last run's villa and boat deactivated, not gone.
const RUN = Date.now().toString(36);
const VILLA_SLUG = `xss-villa-${RUN}`;
const BOAT_SLUG = `xss-tekne-${RUN}`;
const POST_SLUG = `xss-yazi-${RUN}`;
const CONTENT_SECTIONS = ['about', 'privacy', 'kvkk', 'rental'] as const;
type Entry = { key: string; value: string };
type Template = { id: number; key: string; subject: string; body: string; variables: string[] };

/** What the test made and what it changed, to visit and to put back. */
const seeded = {
  villaId: 0,
  boatId: 0,
  commentId: 0,
  postId: 0,
  reservationId: 0,
  settings: {} as Record<string, Record<string, string>>,
  pages: {} as Record<string, { title: string; content: string; data: Record<string, unknown> }>,
  templates: [] as Template[],
};

type Call = <T = unknown>(url: string, data?: unknown, status?: number) => Promise<T>;
type Api = Record<'get' | 'post' | 'put' | 'patch' | 'delete', Call>;

/** Calls that must answer `status` (200 unless said) and give the answer's `content`; `token` signs them. */
function api(request: APIRequestContext, token?: string): Api {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const call =
    (method: keyof Api): Call =>
    async <T>(url: string, data?: unknown, status = 200) => {
      const res = await request[method](url, { headers, data });
      expect(res.status(), `${method.toUpperCase()} ${url}: ${await res.text()}`).toBe(status);
      return (await res.json()).content as T;
    };
  return { get: call('get'), post: call('post'), put: call('put'), patch: call('patch'), delete: call('delete') };
}

async function asAdmin(request: APIRequestContext): Promise<Api> {
  const { accessToken } = await api(request).post<{ accessToken: string }>('/v1/auth/login', {
    email: USERS.admin.email,
    password: USERS.admin.password,
  });
  return api(request, accessToken);
}

async function seed(request: APIRequestContext) {
  const admin = await asAdmin(request);
  const guest = api(request);

  // Settings: everything with free text; the social links as https addresses (no spaces: the API refuses
  // anything else) that try to break out of href.
  const settingsValues: Record<string, Record<string, string>> = {
    site: {
      site_name: short('XSS-site-name', 120),
      site_licence_number: short('XSS-licence', 60),
      site_footer_text: value('XSS-footer', 1000),
    },
    contact: {
      site_address: value('XSS-address', 500),
      bank_name: short('XSS-bank', 120),
      account_holder: short('XSS-holder', 120),
    },
    social: {
      facebook_link: 'https://facebook.com/x"onmouseover="window.__xss=1"x="',
      instagram_link: "https://instagram.com/x'onmouseover='window.__xss=1'x='",
      twitter_link: 'https://x.com/"><img/src=x/onerror=window.__xss=1>',
      youtube_link: 'https://youtube.com/</script><script>window.__xss=1</script>',
    },
  };
  for (const [section, values] of Object.entries(settingsValues)) {
    const before = await admin.get<Entry[]>(`/v1/admin/settings/${section}`);
    seeded.settings[section] = Object.fromEntries(before.filter((e) => e.key in values).map((e) => [e.key, e.value]));
    await admin.put(`/v1/admin/${section}/edit`, values);
  }
  // A link that is not https is refused, so no `javascript:` address can be stored.
  await admin.put('/v1/admin/social/edit', { facebook_link: 'javascript:window.__xss=1' }, 400);

  // Content pages: title and sanitised HTML, with `{{site_name}}` (replaced by the payload site name) in it.
  for (const section of CONTENT_SECTIONS) {
    seeded.pages[section] = await admin.get<(typeof seeded.pages)[string]>(`/v1/admin/website/${section}`);
    await admin.put(`/v1/admin/${section}/edit`, {
      title: short(`XSS-${section}-title`, 160),
      content: `<p>XSS-${section}-content {{site_name}}</p>${ALL}`,
    });
  }

  // Mail templates the booking and the contact form send: subject and text with the guest's values in them.
  const templates = await admin.get<Template[]>('/v1/admin/mailtemplates');
  for (const t of templates.filter((x) =>
    ['reservation_received_guest', 'reservation_received_agency', 'contact_received'].includes(x.key),
  )) {
    seeded.templates.push(t);
    const vars = t.variables.map((v) => `{{${v}}}`).join(' ');
    await admin.put(`/v1/admin/mailtemplates/${t.id}`, {
      subject: short(`XSS-mail-subject ${t.variables.includes('site_name') ? '{{site_name}}' : ''}`, 200),
      // Unknown `{{…}}` names are refused, so the template trick stays out of the text.
      body: `XSS-mail-body ${vars}\n${ALL.replaceAll('{{site_name}}', '')}`,
    });
  }

  // A villa, first in the listing and among the popular ones, with a price so that it can be booked.
  const villa = await admin.post<{ id: number }>(
    '/v1/admin/villas',
    {
      name: short('XSS-villa-name', 120),
      slug: VILLA_SLUG,
      description: `<p>XSS-villa-description</p>${ALL}`,
      capacity: 4,
      bedrooms: 2,
      bathrooms: 1,
      permit_number: short('XSS-permit', 60),
      min_stay: 1,
      prepayment_percent: 30,
    },
    201,
  );
  seeded.villaId = villa.id;
  await admin.patch('/v1/admin/villas/setpopular', { villa_id: villa.id, popular: true });
  await admin.patch('/v1/admin/villas/order', { order: [{ villa_id: villa.id, order: 0 }] });
  const price = { villa_id: villa.id, start_date: today, end_date: addDays(today, 365), nightly_price_kurus: 500_000 };
  await admin.post('/v1/admin/villas/price', price, 201);

  // First in the boat listing too: other specs add boats enough for a second page.
  const boat = await admin.post<{ id: number }>(
    '/v1/admin/boat',
    {
      name: short('XSS-boat-name', 120),
      slug: BOAT_SLUG,
      order: 0,
      capacity: 8,
      cabins: 2,
      length_m: 12,
      crew: 1,
      description: `<p>XSS-boat-description</p>${ALL}`,
      features: PAYLOADS.filter((p) => p.length <= 60),
      permit_number: short('XSS-boat-permit', 120),
      min_days: 1,
      prepayment_percent: 30,
      departure_time: '10:00',
      return_time: '18:00',
    },
    201,
  );
  seeded.boatId = boat.id;

  // A guest's review, published by the admin.
  const review = { name: short('XSS-review-name', 80), rating: 5, text: value('XSS-review-text', 2000) };
  seeded.commentId = (await guest.post<{ id: number }>(`/v1/villas/${VILLA_SLUG}/comments`, review, 201)).id;
  await admin.patch('/v1/admin/comment/activity', { id: seeded.commentId, active: true });

  const post = {
    title: short('XSS-blog-title', 200),
    slug: POST_SLUG,
    summary: value('XSS-blog-summary', 500),
    body: `<p>XSS-blog-body</p>${ALL}`,
    published: true,
    seo_title: short('XSS-seo', 70),
    seo_description: short('XSS-seo-description', 160),
  };
  seeded.postId = (await admin.post<{ id: number }>('/v1/admin/blog', post, 201)).id;

  // A guest's booking request and contact message.
  const checkin = addDays(today, 200);
  const booking = {
    villa_slug: VILLA_SLUG,
    checkin,
    checkout: addDays(checkin, 3),
    adults: 2,
    name: short('XSS-guest-name', 100),
    email: 'xss.deneme@example.com',
    phone: '+90 532 111 22 33',
    note: value('XSS-guest-note', 1000),
    kvkk: true,
  };
  const { reservation_id: code } = await guest.post<{ reservation_id: string }>('/v1/reservations', booking, 201);
  const found = await admin.get<{ items: { id: number }[] }>(`/v1/admin/reservations?reservation_id=${code}`);
  seeded.reservationId = found.items[0]?.id ?? 0;
  await guest.post('/v1/contact', {
    name: short('XSS-contact-name', 100),
    email: 'xss.iletisim@example.com',
    message: value('XSS-contact-message', 5000),
  });
}

async function restore(request: APIRequestContext) {
  const admin = await asAdmin(request);
  for (const [section, values] of Object.entries(seeded.settings)) await admin.put(`/v1/admin/${section}/edit`, values);
  for (const [section, { title, content, data }] of Object.entries(seeded.pages)) {
    await admin.put(`/v1/admin/${section}/edit`, { title, content, data });
  }
  for (const t of seeded.templates) await admin.put(`/v1/admin/mailtemplates/${t.id}`, { subject: t.subject, body: t.body });
  if (seeded.commentId) await admin.delete(`/v1/admin/comment/${seeded.commentId}`);
  if (seeded.postId) await admin.delete(`/v1/admin/blog/${seeded.postId}`);
  if (seeded.villaId) await admin.patch('/v1/admin/villas/activity', { villa_id: seeded.villaId, active: false });
  if (seeded.boatId) await admin.patch('/v1/admin/boat/activity', { villa_id: seeded.boatId, active: false });
}

/**
 * Runs in the page: payload markup that is live in the DOM (or in an iframe's srcdoc, parsed inertly).
 * Text that merely contains a payload (escaped text, attribute values, JSON in Next's RSC scripts) is fine.
 */
function liveMarkup(): string[] {
  const found: string[] = [];
  const runsPayload = (v: string) => v.includes('__xss');
  // Attributes a browser follows as an address (a label may well say "javascript:").
  const URL_ATTRIBUTES = new Set(['href', 'xlink:href', 'src', 'action', 'formaction', 'data', 'poster', 'background']);
  const scan = (root: ParentNode, where: string) => {
    for (const el of Array.from(root.querySelectorAll('*'))) {
      const tag = el.tagName.toLowerCase();
      for (const attr of Array.from(el.attributes)) {
        if (!runsPayload(attr.value)) continue;
        const name = attr.name.toLowerCase();
        // Browsers ignore control characters and spaces in a scheme, so `java\tscript:` counts too.
        const scheme = Array.from(attr.value)
          .filter((c) => c.charCodeAt(0) > 0x20)
          .join('')
          .toLowerCase();
        if (name.startsWith('on') || (URL_ATTRIBUTES.has(name) && scheme.startsWith('javascript:'))) {
          found.push(`${where}: <${tag} ${name}="${attr.value}">`);
        } else if (name === 'srcdoc') scan(new DOMParser().parseFromString(attr.value, 'text/html'), `${where} <${tag} srcdoc>`);
      }
      if (tag === 'script' && /^\s*(window|parent)\.__xss\s*=\s*1;?\s*$/.test(el.textContent ?? '')) {
        found.push(`${where}: <script>${el.textContent}</script>`);
      }
    }
  };
  scan(document, location.pathname);
  return found;
}

/**
 * Opens a page, waits until its data is on screen, hovers what a broken attribute would hang on, then checks
 * that nothing ran, nothing is live markup and no policy was violated on it.
 */
async function visit(page: Page, violations: string[], path: string, labels: string[], open?: (page: Page) => Promise<void>) {
  const before = violations.length;
  await page.goto(path);
  // A dialog or a tab that shows the rest of the value (a message, a mail, an editor).
  await open?.(page);
  for (const label of labels) {
    // As text, or as the value of a form field (settings, editors).
    const shown = () =>
      page.evaluate(
        (l) =>
          document.body.innerText.includes(l) ||
          Array.from(document.querySelectorAll('input, textarea')).some((f) => (f as HTMLInputElement).value.includes(l)),
        label,
      );
    await expect.poll(shown, { message: `${path} shows ${label}` }).toBe(true);
  }
  await hoverPayloads(page);
  expect.soft(await page.evaluate(() => (window as { __xss?: unknown }).__xss), `${path}: a payload ran`).toBeUndefined();
  expect.soft(await page.evaluate(liveMarkup), `${path}: payload markup is live`).toEqual([]);
  expect.soft(violations.slice(before), `${path}: Content-Security-Policy violations`).toEqual([]);
}

/** Hovers links whose address carries a payload and visible texts with one (an attribute breaker needs a mouse). */
async function hoverPayloads(page: Page) {
  const targets = page.locator('a[href*="__xss"], :text("onmouseover")');
  const count = Math.min(await targets.count(), 12);
  for (let i = 0; i < count; i++) {
    const target = targets.nth(i);
    if (await target.isVisible()) await target.hover({ timeout: 2_000 }).catch(() => {});
  }
}

test.describe('stored XSS payloads stay text', () => {
  test.beforeAll(async ({ playwright }, info) => {
    test.setTimeout(120_000);
    await withRequest(playwright, info, seed);
  });

  test.afterAll(async ({ playwright }, info) => {
    await withRequest(playwright, info, restore);
  });

  // One test, soft checks: a hole on one page must not hide the others (a failed test restarts the worker,
  // which would seed again).
  test('public and back-office pages show the payloads as text', async ({ page, cspViolations, shoot }) => {
    test.setTimeout(240_000);
    await test.step('public pages', async () => {
      await visit(page, cspViolations, '/', ['XSS-site-name', 'XSS-villa-name', 'XSS-footer', 'XSS-licence']);
      await visit(page, cspViolations, '/listing', ['XSS-villa-name']);
      await visit(page, cspViolations, `/villa/${VILLA_SLUG}`, [
        'XSS-villa-description',
        'XSS-review-name',
        'XSS-review-text',
        'XSS-permit',
        'XSS-address',
      ]);
      await shoot('xss-villa');
      await visit(page, cspViolations, '/listingboat', ['XSS-boat-name']);
      await visit(page, cspViolations, `/boat/${BOAT_SLUG}`, ['XSS-boat-description', 'XSS-boat-permit']);
      for (const section of CONTENT_SECTIONS) {
        const path = section === 'about' ? '/about' : `/website/${section}`;
        await visit(page, cspViolations, path, [`XSS-${section}-title`, `XSS-${section}-content`]);
      }
      await visit(page, cspViolations, '/blog', ['XSS-blog-title', 'XSS-blog-summary']);
      await visit(page, cspViolations, `/blog/${POST_SLUG}`, ['XSS-blog-body']);
      await shoot('xss-blog-post');
      await visit(page, cspViolations, '/contact', ['XSS-address']);
    });

    await test.step('back-office pages', async () => {
      await loginAs(page, 'admin');
      await visit(page, cspViolations, '/dashboard/contact', ['XSS-contact-name', 'XSS-contact-message'], (p) =>
        p
          .getByRole('button', { name: /^XSS-contact-name/ })
          .first()
          .click(),
      );
      await visit(page, cspViolations, '/dashboard/reservations/villa', ['XSS-guest-name']);
      await visit(page, cspViolations, `/dashboard/reservations/villa/${seeded.reservationId}`, [
        'XSS-guest-name',
        'XSS-guest-note',
      ]);
      await shoot('xss-dashboard-reservation');
      await visit(page, cspViolations, '/dashboard/reservations/mails', ['XSS-mail-subject', 'XSS-mail-body'], (p) =>
        p
          .getByRole('button', { name: /^XSS-mail-subject/ })
          .first()
          .click(),
      );
      await visit(page, cspViolations, '/dashboard/comments', ['XSS-review-name']);
      await visit(page, cspViolations, '/dashboard/blog', ['XSS-blog-title', 'XSS-blog-body'], (p) =>
        p.getByRole('button', { name: /^XSS-blog-title.* yazısını düzenle$/ }).click(),
      );
      await visit(page, cspViolations, `/dashboard/villas/${seeded.villaId}`, ['XSS-villa-description']);
      await visit(page, cspViolations, `/dashboard/boats/${seeded.boatId}`, ['XSS-boat-description']);
      await visit(page, cspViolations, '/dashboard/website/about', ['XSS-about-content']);
      await visit(page, cspViolations, '/dashboard/settings/site', ['XSS-site-name', 'XSS-footer']);
      await visit(page, cspViolations, '/dashboard/settings/contact', ['XSS-address', 'XSS-bank']);
      await visit(page, cspViolations, '/dashboard/settings/social', ['onmouseover']);
      await visit(page, cspViolations, '/dashboard/templates/mailtemplates', ['XSS-mail-body'], (p) =>
        p.getByRole('button', { name: 'Rezervasyon talebi alındı (acente)' }).click(),
      );
      await shoot('xss-dashboard-mail-template');
    });
  });
});
