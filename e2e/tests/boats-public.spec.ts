/**
 * The public boat pages (issue 7): `/listingboat` (cards, filters in the
 * address, dates with rental totals, empty state, pagination) and
 * `/boat/{slug}` (specifications, prices in the chosen currency, the
 * availability calendar, the booking section and the mobile 'Rezervasyon
 * Yap' tab), SEO tags, the sitemap, axe and light/dark screenshots.
 *
 * The boats are made through the back-office API (idempotent by slug, so the
 * desktop and mobile runs share them); other specs' or the demo seed's boats
 * may be there too, so counts come from the API and filters use our marinas.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { addDays } from '../dates';
import { expect, test, USERS, withRequest } from '../fixtures';
import { expectNoSeriousAxeViolations, revealLazyImages } from '../page-checks';

type Ref = { id: number; name: string };
type MarinaRef = { marina_id: number; name: string };
type Options = { types: (Ref & { count: number })[]; marinas: (MarinaRef & { location: string; count: number })[] };

const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
// Sevda Sultan is held (confirmed) on these days.
const heldFrom = addDays(today, 20);
const heldTo = addDays(today, 23);

const data = {
  types: {} as Record<string, number>,
  marinas: {} as Record<string, number>,
  /** 'Göcek Marina (Muğla, Göcek)': how the listing's select names a marina (the seed may have it already). */
  marinaLabels: {} as Record<string, string>,
  locations: {} as Record<string, string>,
};

/** A sea-and-hull picture, so that the screenshots look like a boat site. */
const picture = (sea: string, hull: string) =>
  sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
      <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#bfe3f5"/><stop offset="0.55" stop-color="#7cc4e6"/><stop offset="0.56" stop-color="${sea}"/><stop offset="1" stop-color="#0a2436"/></linearGradient></defs>
      <rect width="1200" height="800" fill="url(#s)"/>
      <path d="M300 470 L900 470 L830 560 L380 560 Z" fill="${hull}"/>
      <rect x="450" y="400" width="300" height="70" rx="10" fill="#f8fafc"/>
      <path d="M600 120 L600 400 L780 400 Z" fill="#ffffff" opacity="0.9"/>
      <rect x="596" y="110" width="8" height="300" fill="#334155"/>
    </svg>`),
  )
    .jpeg({ quality: 80 })
    .toBuffer();

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/v1/auth/login', { data: { email: USERS.admin.email, password: USERS.admin.password } });
  expect(res.status()).toBe(200);
  return (await res.json()).content.accessToken as string;
}

async function options(request: APIRequestContext): Promise<Options> {
  return (await (await request.get('/v1/searchboats/options')).json()).content as Options;
}

type BoatSeed = {
  slug: string;
  name: string;
  type: string;
  marina: string;
  capacity: number;
  cabins: number;
  length_m: number;
  crew: number;
  features: string[];
  daily: number;
  weekly?: number;
  images: [string, string][];
  description: string;
};

const BOATS: BoatSeed[] = [
  {
    slug: 'sevda-sultan-gulet',
    name: 'Sevda Sultan',
    type: 'Gulet',
    marina: 'Göcek Marina',
    capacity: 12,
    cabins: 5,
    length_m: 24,
    crew: 4,
    features: ['Klima', 'Jeneratör', 'Şnorkel takımı', 'Kano', 'Güneşlenme minderi'],
    daily: 3_500_000,
    weekly: 21_000_000,
    images: [
      ['#1d6fa3', '#7c2d12'],
      ['#165a86', '#f8fafc'],
    ],
    description:
      '<p>Göcek koylarında mavi yolculuk için <strong>geniş güverteli</strong> ahşap gulet.</p><ul><li>Kaptan ve aşçı dahil</li><li>Günlük ve haftalık kiralama</li></ul>',
  },
  {
    slug: 'kuzey-yildizi-motoryat',
    name: 'Kuzey Yıldızı',
    type: 'Motor Yat',
    marina: 'Bodrum Milta Marina',
    capacity: 8,
    cabins: 3,
    length_m: 16.5,
    crew: 2,
    features: ['Klima', 'Su kayağı'],
    daily: 2_800_000,
    images: [['#0e7490', '#f1f5f9']],
    description: 'Bodrum çıkışlı hızlı ve konforlu motoryat.',
  },
  {
    slug: 'efsane-kaptan-gulet',
    name: 'Efsane Kaptan',
    type: 'Gulet',
    marina: 'Bodrum Milta Marina',
    capacity: 16,
    cabins: 6,
    length_m: 28,
    crew: 5,
    features: ['Klima', 'Jakuzi'],
    daily: 4_500_000,
    weekly: 28_000_000,
    images: [['#155e75', '#78350f']],
    description: 'Kalabalık gruplar için geniş gulet.',
  },
  {
    slug: 'gokce-yelken-yelkenli',
    name: 'Gökçe Yelken',
    type: 'Yelkenli',
    marina: 'Göcek Marina',
    capacity: 6,
    cabins: 3,
    length_m: 13.5,
    crew: 1,
    features: ['Şnorkel takımı'],
    daily: 1_200_000,
    images: [],
    description: 'Kaptanlı yelkenli ile koy koy gezinti.',
  },
];

/** More boats when the listing has 20 or fewer, so that it has a second page. */
const FILLERS = ['Yakamoz', 'Karayel', 'Mehtap', 'Barbaros', 'Akdeniz İncisi', 'Gün Işığı', 'Simurg', 'Nazlı Can'].map(
  (name, i): BoatSeed => ({
    slug: `${name
      .toLocaleLowerCase('tr')
      .replace(/ı/g, 'i')
      .replace(/ş/g, 's')
      .replace(/ğ/g, 'g')
      .replace(/ü/g, 'u')
      .replace(/ö/g, 'o')
      .replace(/ç/g, 'c')
      .replace(/İ/g, 'i')
      .replace(/\s+/g, '-')}-filo`,
    name,
    type: i % 2 === 0 ? 'Gulet' : 'Motor Yat',
    marina: i % 2 === 0 ? 'Bodrum Milta Marina' : 'Göcek Marina',
    capacity: 8 + i,
    cabins: 2 + (i % 4),
    length_m: 15 + i,
    crew: 2,
    features: ['Klima'],
    daily: 1_500_000 + i * 250_000,
    images: [['#0369a1', i % 2 === 0 ? '#92400e' : '#e2e8f0']],
    description: `${name}: Ege ve Akdeniz koylarında günlük turlar.`,
  }),
);

const MARINAS: Record<string, { location: string; lat: number; lng: number }> = {
  'Göcek Marina': { location: 'Muğla, Göcek', lat: 36.7529, lng: 28.9403 },
  'Bodrum Milta Marina': { location: 'Muğla, Bodrum', lat: 37.0326, lng: 27.4305 },
};

/** One boat with its price period, pictures and (Sevda Sultan) a confirmed reservation; skipped when its slug exists. */
async function createBoat(request: APIRequestContext, headers: Record<string, string>, b: BoatSeed) {
  if ((await request.get(`/v1/boats/${b.slug}`)).status() === 200) return;
  const res = await request.post('/v1/admin/boat', {
    headers,
    data: {
      name: b.name,
      slug: b.slug,
      type_id: data.types[b.type],
      marina_id: data.marinas[b.marina],
      capacity: b.capacity,
      cabins: b.cabins,
      length_m: b.length_m,
      crew: b.crew,
      description: b.description,
      features: b.features,
      permit_number: `TUGS-48-${2000 + b.capacity}`,
      min_days: 1,
      prepayment_percent: 30,
      departure_time: '10:00',
      return_time: '18:00',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const boatId = (await res.json()).content.id as number;
  const price = await request.post('/v1/admin/boat/price', {
    headers,
    data: {
      boat_id: boatId,
      start_date: today,
      end_date: addDays(today, 200),
      daily_price_kurus: b.daily,
      weekly_price_kurus: b.weekly ?? null,
      min_days: 1,
    },
  });
  expect(price.status(), await price.text()).toBe(201);
  if (b.images.length > 0) {
    const files = await Promise.all(b.images.map(([sea, hull]) => picture(sea, hull)));
    const upload = await request.post('/v1/admin/boat/image', {
      headers,
      multipart: {
        boat_id: String(boatId),
        ...Object.fromEntries(
          files.map((buffer, i) => [
            i === 0 ? 'files[]' : `files[${i}]`,
            { name: `${b.slug}-${i}.jpg`, mimeType: 'image/jpeg', buffer },
          ]),
        ),
      },
    });
    expect(upload.status(), await upload.text()).toBe(201);
  }
  if (b.slug === 'sevda-sultan-gulet') {
    // A guest's request, confirmed by the agency: those days are held.
    const booked = await request.post('/v1/boatreservations', {
      data: {
        boat_slug: b.slug,
        checkin: heldFrom,
        checkout: heldTo,
        guests: 6,
        name: 'Deniz Kaya',
        email: 'deniz.kaya@example.com',
        phone: '0532 111 22 33',
        kvkk: true,
      },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const code = (await booked.json()).content.reservation_id as string;
    const list = await request.get(`/v1/admin/boatreservations?reservation_id=${code}`, { headers });
    const id = (await list.json()).content.items[0].id as number;
    const confirmed = await request.put(`/v1/admin/boatreservations/${id}`, { headers, data: { status: 'confirmed' } });
    expect(confirmed.status(), await confirmed.text()).toBe(200);
  }
}

/** Our types, marinas and boats, created once (the second project finds them by slug). */
async function ensureBoats(request: APIRequestContext) {
  const token = await adminToken(request);
  const headers = { authorization: `Bearer ${token}` };
  let opts = await options(request);
  for (const name of new Set([...BOATS, ...FILLERS].map((b) => b.type))) {
    let found = opts.types.find((t) => t.name === name);
    if (!found) {
      const res = await request.post('/v1/admin/boattypes', { headers, data: { name } });
      expect(res.status(), await res.text()).toBe(201);
      found = { ...((await res.json()).content as Ref), count: 0 };
    }
    data.types[name] = found.id;
  }
  for (const [name, m] of Object.entries(MARINAS)) {
    let found = opts.marinas.find((x) => x.name === name);
    if (!found) {
      const res = await request.post('/v1/admin/marina', { headers, data: { name, ...m } });
      expect(res.status(), await res.text()).toBe(201);
      found = { ...((await res.json()).content as MarinaRef), location: m.location, count: 0 };
    }
    data.marinas[name] = found.marina_id;
    data.locations[name] = found.location;
    data.marinaLabels[name] = found.location ? `${name} (${found.location})` : name;
  }
  for (const b of BOATS) await createBoat(request, headers, b);
  for (const b of FILLERS) {
    const total = (await (await request.get('/v1/searchboats?client=true&take=1')).json()).content.total as number;
    if (total > 20) break;
    await createBoat(request, headers, b);
  }
  opts = await options(request);
  expect(opts.marinas.find((m) => m.name === 'Göcek Marina')?.count).toBeGreaterThanOrEqual(2);
}

const cards = (page: Page) => page.locator('main article');
/** On a phone the filters are in the "Filtrele" sheet (issue 23); on a desktop beside the results. */
const openFilters = async (page: Page) => {
  const button = page.getByRole('button', { name: /Filtrele/ });
  if (await button.isVisible()) await button.click();
};
const cardNamed = (page: Page, name: string) => cards(page).filter({ has: page.getByRole('link', { name, exact: true }) });
const apiTotal = async (page: Page, query: string) =>
  (await (await page.request.get(`/v1/searchboats?client=true&${query}`)).json()).content.total as number;

test.beforeAll(async ({ playwright }, info) => {
  test.setTimeout(120_000);
  await withRequest(playwright, info, ensureBoats);
});

test.describe('boat listing @mobile', () => {
  test('shows boats; type and marina filters change the address and the results', async ({ page }) => {
    await page.goto('/listingboat');
    await expect(page.getByRole('heading', { level: 1, name: 'Kiralık Tekneler' })).toBeVisible();
    await expect(page.getByText(`${await apiTotal(page, '')} tekne bulundu`)).toBeVisible();
    await expect(cards(page).first()).toBeVisible();

    // Type filter through the form.
    await expect(async () => {
      await openFilters(page);
      await page.getByLabel('Tekne tipi', { exact: true }).selectOption({ label: 'Motor Yat' });
      await page.getByRole('button', { name: 'Uygula' }).click();
      await expect(page).toHaveURL(new RegExp(`type=${data.types['Motor Yat']}`), { timeout: 3000 });
    }).toPass();
    await expect(page.getByRole('heading', { level: 1, name: 'Kiralık Motor Yat' })).toBeVisible();
    const motoryat = await apiTotal(page, `type=${data.types['Motor Yat']}`);
    await expect(page.getByText(`${motoryat} tekne bulundu`)).toBeVisible();
    await expect(cardNamed(page, 'Kuzey Yıldızı')).toBeVisible();
    await expect(cardNamed(page, 'Sevda Sultan')).toHaveCount(0);
    for (const card of await cards(page).all()) await expect(card).toContainText('Motor Yat');

    // Marina filter, all types.
    await openFilters(page);
    await page.getByLabel('Tekne tipi', { exact: true }).selectOption({ label: 'Tüm tipler' });
    await page.getByLabel('Marina', { exact: true }).selectOption({ label: data.marinaLabels['Göcek Marina'] as string });
    await page.getByRole('button', { name: 'Uygula' }).click();
    await expect(page).toHaveURL(new RegExp(`marina=${data.marinas['Göcek Marina']}`));
    await expect(page).not.toHaveURL(/type=\d/);
    await expect(page.getByRole('heading', { level: 1, name: 'Kiralık Tekneler – Göcek Marina' })).toBeVisible();
    await expect(page.getByText(`${await apiTotal(page, `marina=${data.marinas['Göcek Marina']}`)} tekne bulundu`)).toBeVisible();
    await expect(cardNamed(page, 'Sevda Sultan')).toBeVisible();
    await expect(cardNamed(page, 'Gökçe Yelken')).toBeVisible();
    await expect(cardNamed(page, 'Kuzey Yıldızı')).toHaveCount(0);
    // The card: type, marina, capacity, cabins, length and the daily "from" price.
    const card = cardNamed(page, 'Sevda Sultan');
    await expect(card).toContainText('Gulet');
    await expect(card).toContainText(`Göcek Marina, ${data.locations['Göcek Marina']}`);
    await expect(card).toContainText('12 kişi');
    await expect(card).toContainText('5 kabin');
    await expect(card).toContainText('24 m');
    await expect(card).toContainText('günlük ₺35.000’den başlayan', { useInnerText: true });

    // The type chips keep the marina.
    await page
      .getByRole('navigation', { name: 'Tekne tipleri' })
      .getByRole('link', { name: /^Gulet/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`type=${data.types.Gulet}&marina=${data.marinas['Göcek Marina']}`));
    await expect(cardNamed(page, 'Sevda Sultan')).toBeVisible();
    await expect(cardNamed(page, 'Gökçe Yelken')).toHaveCount(0);
  });

  test('with dates: held boats are left out and each card shows the rental total', async ({ page }) => {
    const gocek = data.marinas['Göcek Marina'];
    await page.goto(`/listingboat?marina=${gocek}&checkin=${addDays(heldFrom, 1)}&days=2`);
    await expect(page.getByText(/tekne bulundu · 2 gün/)).toBeVisible();
    await expect(cardNamed(page, 'Sevda Sultan')).toHaveCount(0);
    await expect(cardNamed(page, 'Gökçe Yelken')).toContainText('2 gün toplam ₺24.000', { useInnerText: true });

    // Back-to-back: free again from the day the held rental ends; a full week at the weekly rate.
    await page.goto(`/listingboat?marina=${gocek}&checkin=${heldTo}&days=7`);
    await expect(cardNamed(page, 'Sevda Sultan')).toContainText('7 gün toplam ₺210.000', { useInnerText: true });
    // The date field's choice (issue 23: one range picker; hidden inputs carry it in the form).
    // The filter form's fields: the Liste/Harita switch (the form with the `view` button) carries the query too.
    const filters = page.locator('form:not(:has(button[name="view"]))');
    await expect(filters.locator('input[name="checkin"]')).toHaveValue(heldTo);
    await expect(filters.locator('input[name="days"]')).toHaveValue('7');
  });

  test('empty state suggests widening the search', async ({ page }) => {
    await page.goto(`/listingboat?type=${data.types['Motor Yat']}&guests=100`);
    await expect(page.getByRole('heading', { name: 'Aramanıza uygun tekne bulunamadı' })).toBeVisible();
    await expect(page.getByText('kişi sayısını azaltmayı')).toBeVisible();
    await page.getByRole('link', { name: 'Tarih ve kişi seçimini kaldır' }).click();
    await expect(page).toHaveURL(new RegExp(`/listingboat\\?type=${data.types['Motor Yat']}$`));
    await expect(cardNamed(page, 'Kuzey Yıldızı')).toBeVisible();
    await page.goto(`/listingboat?type=${data.types['Motor Yat']}&guests=100`);
    await page.getByRole('link', { name: 'Tüm tekneleri göster' }).click();
    await expect(page).toHaveURL(/\/listingboat$/);
  });

  test('pages of 20 boats', async ({ page }) => {
    const total = await apiTotal(page, '');
    await page.goto('/listingboat');
    const pages = page.getByRole('navigation', { name: 'Sayfalar' });
    if (total <= 20) {
      await expect(cards(page)).toHaveCount(total);
      await expect(pages).toHaveCount(0);
      return;
    }
    await expect(cards(page)).toHaveCount(20);
    await pages.getByRole('link', { name: 'Sonraki' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(cards(page)).toHaveCount(Math.min(20, total - 20));
    await expect(pages.getByRole('link', { name: 'Sayfa 2' })).toHaveAttribute('aria-current', 'page');
  });
});

test.describe('boat page @mobile', () => {
  test('specifications, prices in the chosen currency, calendar and the booking section', async ({ page }) => {
    await page.goto('/boat/sevda-sultan-gulet');
    await expect(page.getByRole('heading', { level: 1, name: 'Sevda Sultan' })).toBeVisible();
    const specs = page.getByRole('region', { name: 'Teknik Özellikler' });
    for (const text of ['Gulet', 'Göcek Marina', '24 m', '5 kabin', '12 kişi', '4 kişi', 'TUGS-48-2012']) {
      await expect(specs).toContainText(text);
    }
    await expect(page.getByRole('region', { name: 'Tekne Hakkında' }).getByText('geniş güverteli')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Donanım ve Olanaklar' })).toContainText('Şnorkel takımı');

    const prices = page.getByRole('region', { name: 'Fiyatlar' });
    await expect(prices.getByText('₺35.000').filter({ visible: true }).first()).toBeVisible();
    await expect(prices.getByText('₺210.000').filter({ visible: true }).first()).toBeVisible();

    // The calendar: this month first; the confirmed days are held.
    const calendar = page.getByRole('region', { name: 'Müsaitlik Takvimi' });
    const month = new Intl.DateTimeFormat('tr-TR', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${today}T00:00:00Z`),
    );
    await expect(calendar.locator('caption').first()).toHaveText(new RegExp(month, 'i'));
    await expect(calendar.locator('td[data-s="held"]')).toHaveCount(3);
    await expect(calendar.locator('td[data-s="free"]').first()).toBeVisible();
    await calendar.getByText('Sonraki 9 ayı göster').click();
    await expect(calendar.locator('caption')).toHaveCount(12);

    const booking = page.locator('section#rezervasyon');
    await expect(booking.getByRole('heading', { name: 'Rezervasyon' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Konum' })).toContainText(data.locations['Göcek Marina'] as string);

    // The visitor's currency applies to every price on the page.
    await page.evaluate(() => localStorage.setItem('yali_currency', 'EURO'));
    await page.reload();
    await expect(prices.locator('[data-money="EURO"]').filter({ visible: true }).first()).toContainText('€');
    await expect(prices.locator('[data-money="TL"]').filter({ visible: true })).toHaveCount(0);
    await page.evaluate(() => localStorage.removeItem('yali_currency'));
  });

  test("the mobile 'Rezervasyon Yap' tab scrolls to the booking section", async ({ page }, info) => {
    test.skip(info.project.name !== 'mobile', 'the tab bar shows below md only');
    await page.goto('/boat/sevda-sultan-gulet');
    const booking = page.locator('section#rezervasyon');
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.getByRole('navigation', { name: 'Hızlı erişim' }).getByRole('button', { name: 'Rezervasyon Yap' }).click();
      await expect(booking).toBeInViewport({ timeout: 2000 });
    }).toPass();
    await expect(booking).toBeFocused();
  });

  test('SEO: title, canonical, Open Graph image, Product and BreadcrumbList JSON-LD; sitemap', async ({ page, request }) => {
    await page.goto('/boat/sevda-sultan-gulet');
    await expect(page).toHaveTitle(/Sevda Sultan – Gulet, Göcek Marina/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/boat\/sevda-sultan-gulet$/);
    await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute('content', /\/v1\/media\//);
    const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).join('\n');
    expect(ld).toContain('"@type":"Product"');
    expect(ld).toContain('"@type":"AggregateOffer"');
    expect(ld).toContain('"@type":"BreadcrumbList"');

    await page.goto('/listingboat');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/listingboat$/);
    expect((await page.locator('script[type="application/ld+json"]').allTextContents()).join('\n')).toContain('BreadcrumbList');
    const desc = await page.locator('meta[name="description"]').getAttribute('content');
    expect(desc).toContain('sürat teknesi kiralama');

    const sitemap = await (await request.get('/sitemaps/sitemap/tr.xml')).text();
    expect(sitemap).toContain('/listingboat</loc>');
    expect(sitemap).toContain('/boat/sevda-sultan-gulet</loc>');
  });

  test('an unknown boat answers the Turkish 404', async ({ page }) => {
    const res = await page.goto('/boat/boyle-bir-tekne-yok');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Aradığınız tekne bulunamadı' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Tüm teknelere göz atın' })).toHaveAttribute('href', '/listingboat');
  });
});

test.describe('boat pages: axe (serious/critical = 0), light and dark screenshots @mobile', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`listing and boat page (${theme})`, async ({ page, shoot }) => {
      test.setTimeout(120_000);
      await page.goto('/');
      await page.evaluate((t) => localStorage.setItem('yali_theme', t), theme);
      const pages: [string, string][] = [
        ['listing', '/listingboat'],
        ['listing-dates', `/listingboat?marina=${data.marinas['Göcek Marina']}&checkin=${heldTo}&days=7`],
        ['listing-empty', `/listingboat?type=${data.types['Motor Yat']}&guests=100`],
        ['boat', '/boat/sevda-sultan-gulet'],
        ['boat-no-image', '/boat/gokce-yelken-yelkenli'],
      ];
      for (const [name, path] of pages) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/dark/);
        await expectNoSeriousAxeViolations(page, `${path} (${theme})`);
        await revealLazyImages(page);
        await shoot(`boats-public-${name}-${theme}`);
      }
    });
  }
});
