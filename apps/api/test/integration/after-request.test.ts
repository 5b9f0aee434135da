/**
 * After the request (issue 23) through HTTP on a real database: the booking
 * answer and the 'request received' guest mail of villas and boats say what
 * happens now (answer time, option, kapora, bank and IBAN with the code as
 * description, WhatsApp with the code); reservation answers carry `villa_id`
 * / `boat_id` (SPEC §3); `GET /v1/admin/other` (SPEC §7) reads the car and
 * transfer pages and `PUT /v1/admin/other/{page}` edits them; the footer's
 * link lists and payment methods come from the settings and the admin edits
 * them; and a type error on a public endpoint answers in Turkish only.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminBoatReservationItem,
  AdminReservationItem,
  BoatBookingCreated,
  BookingCreated,
  OtherPageItem,
  OtherPagesContent,
  SettingEntry,
} from '@yali/contract';
import { mailOutbox, settings } from '../../src/db/schema.ts';
import { todayInIstanbul } from '../../src/domain/pricing.ts';
import { bearer, loginAs } from '../helpers/auth.ts';
import { type AdminSuite, expectRefused, type Method } from '../helpers/catalogue-suite.ts';
import { addDays } from '../helpers/dates.ts';
import { type createBoat, createUser, type createVilla, createPricedVilla, createPricedBoat } from '../helpers/factories.ts';
import { contentOf, errorOf, type Page } from '../helpers/http.ts';
import { createTestApp } from '../helpers/test-app.ts';

const today = todayInIstanbul();
const d = (n: number) => addDays(today, n);
/** The suite's app and users, as catalogue-suite's `adminSuite` has them (built below with a booking limit for this file). */
const s = {} as AdminSuite;
let villa: Awaited<ReturnType<typeof createVilla>>;
let boat: Awaited<ReturnType<typeof createBoat>>;

/** Words of the validation library that must never reach a user. */
const ENGLISH = /\b(expected|received|invalid|required|number|string|boolean|object|array|undefined|NaN|beklenen|alınan)\b/i;

beforeAll(async () => {
  // Booking requests are rate limited per address; this file sends more than the default five.
  s.t = await createTestApp({ config: { bookingRateLimit: 1000 } });
  s.call = ((method: Method, url: string, token?: string, payload?: object) =>
    s.t.app.inject({
      method,
      url,
      headers: token ? bearer(token) : {},
      ...(payload === undefined ? {} : { payload }),
    })) as AdminSuite['call'];
  s.admin = await createUser(s.t.db, { role: 'ADMIN' });
  s.owner = await createUser(s.t.db, { role: 'OWNER' });
  s.adminToken = await loginAs(s.t.app, s.admin);
  s.ownerToken = await loginAs(s.t.app, s.owner);
  await s.t.db.insert(settings).values([
    { key: 'site_name', value: 'Yalı Villa' },
    { key: 'site_email', value: 'rezervasyon@yali.example' },
    { key: 'site_phone', value: '+90 242 000 00 00' },
    { key: 'site_whatsapp', value: '+90 532 000 11 22' },
    { key: 'bank_name', value: 'Ziraat Bankası' },
    { key: 'account_holder', value: 'Yalı Turizm Ltd.' },
    { key: 'iban', value: 'TR120001000000000000000001' },
    { key: 'request_response_hours', value: '12' },
  ]);
  villa = await createPricedVilla(
    s.t.db,
    { owner_id: s.owner.id, capacity: 6, min_stay: 1, prepayment_percent: 30 },
    { days: 90, nightly_price_kurus: 500_000, min_nights: 1 },
  );
  boat = await createPricedBoat(
    s.t.db,
    { capacity: 8, min_days: 1, prepayment_percent: 25 },
    { days: 90, daily_price_kurus: 1_000_000, min_days: 1 },
  );
});
afterAll(() => s.t?.close());

const guest = { name: 'Deniz Yılmaz', email: 'deniz@example.com', phone: '0532 123 45 67', note: '', kvkk: true };

async function guestMail(column: 'reservation_id' | 'boat_reservation_id', templateKey: string, code: string) {
  const rows = await s.t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.template_key, templateKey)));
  const mail = rows.find((m) => m.subject.includes(code) && m[column] !== null);
  if (!mail) throw new Error(`no ${templateKey} mail for ${code}`);
  return mail;
}

/** The guest's request for the villa, 2 adults, from day `from` to day `to` (days from today): the 201 answer. */
async function requestVilla(from: number, to: number) {
  const body = { villa_slug: villa.slug, checkin: d(from), checkout: d(to), adults: 2, children: 0, ...guest };
  return contentOf<BookingCreated>(await s.call('POST', '/v1/reservations', undefined, body), 201);
}

describe('next steps after a booking request', () => {
  it('a villa request answers and mails the answer time, option, kapora, IBAN with the code and WhatsApp', async () => {
    const created = await requestVilla(20, 24);
    const code = created.reservation_id;
    // 4 nights × 5.000 TL = 20.000 TL; kapora 30 % = 6.000 TL.
    expect(created.next_steps).toEqual({
      confirm_within_hours: 12,
      option_hours: 24,
      kapora_kurus: 600_000,
      bank: { bank_name: 'Ziraat Bankası', account_holder: 'Yalı Turizm Ltd.', iban: 'TR12 0001 0000 0000 0000 0000 01' },
      transfer_description: code,
      whatsapp_url: `https://wa.me/905320001122?text=${encodeURIComponent(`Merhaba, ${code} kodlu rezervasyon talebim hakkında yazıyorum.`)}`,
      phone: '+90 242 000 00 00',
      email: 'rezervasyon@yali.example',
    });

    const mail = await guestMail('reservation_id', 'reservation_received_guest', code);
    expect(mail.to_address).toBe('deniz@example.com');
    expect(mail.text).toContain('Ekibimiz müsaitliği 12 saat içinde teyit edip size döner.');
    expect(mail.text).toContain('24 saat süreyle sizin için opsiyonlanır');
    expect(mail.text).toMatch(/kapora olarak ₺6\.000 ödemeniz gerekir/);
    expect(mail.text).toContain('IBAN: TR12 0001 0000 0000 0000 0000 01');
    expect(mail.text).toContain(`Açıklama: ${code}`);
    expect(mail.text).toContain(created.next_steps.whatsapp_url);
    expect(mail.html).toContain('Şimdi ne olacak?');
  });

  it('a boat request does the same with the boat words', async () => {
    const res = await s.call('POST', '/v1/boatreservations', undefined, {
      boat_slug: boat.slug,
      checkin: d(30),
      checkout: d(32),
      guests: 4,
      currency: 'TL',
      ...guest,
    });
    const created = contentOf<BoatBookingCreated>(res, 201);
    const code = created.reservation_id;
    // 2 days × 10.000 TL = 20.000 TL; kapora 25 % = 5.000 TL.
    expect(created.next_steps).toMatchObject({ kapora_kurus: 500_000, transfer_description: code, confirm_within_hours: 12 });
    const mail = await guestMail('boat_reservation_id', 'boat_reservation_received_guest', code);
    expect(mail.text).toContain('Tekne müsaitse günleriniz 24 saat süreyle sizin için opsiyonlanır');
    expect(mail.text).toMatch(/kapora olarak ₺5\.000 ödemeniz gerekir/);
    expect(mail.text).toContain('IBAN: TR12 0001 0000 0000 0000 0000 01');
    expect(mail.text).toContain(`Açıklama: ${code}`);
    expect(mail.text).toContain(`https://wa.me/905320001122?text=`);
  });

  it('without an IBAN or WhatsApp the answer says so instead of printing empty lines', async () => {
    await s.t.db.update(settings).set({ value: '' }).where(eq(settings.key, 'iban'));
    await s.t.db.update(settings).set({ value: '' }).where(eq(settings.key, 'site_whatsapp'));
    try {
      const created = await requestVilla(40, 42);
      expect(created.next_steps.bank).toBeNull();
      expect(created.next_steps.whatsapp_url).toBeNull();
      const mail = await guestMail('reservation_id', 'reservation_received_guest', created.reservation_id);
      expect(mail.text).toContain(
        `Banka bilgilerimizi onayla birlikte ileteceğiz. Havale açıklamasına rezervasyon kodunuzu (${created.reservation_id}) yazınız.`,
      );
      expect(mail.text).not.toContain('IBAN:');
    } finally {
      await s.t.db.update(settings).set({ value: 'TR120001000000000000000001' }).where(eq(settings.key, 'iban'));
      await s.t.db.update(settings).set({ value: '+90 532 000 11 22' }).where(eq(settings.key, 'site_whatsapp'));
    }
  });
});

describe('villa_id and boat_id on reservation answers (SPEC §3)', () => {
  it('villa reservations carry villa_id beside the nested villa, in the list and the detail', async () => {
    const page = contentOf<Page<AdminReservationItem>>(await s.call('GET', '/v1/admin/reservations', s.adminToken));
    expect(page.items.length).toBeGreaterThan(0);
    for (const item of page.items) expect(item.villa_id).toBe(item.villa.id);
    const first = page.items[0] as AdminReservationItem;
    const detail = contentOf<AdminReservationItem>(await s.call('GET', `/v1/admin/reservations/${first.id}`, s.adminToken));
    expect(detail).toMatchObject({ villa_id: villa.id, villa: { id: villa.id } });
    // The owner of the villa reads the same field on their own reservations.
    const own = contentOf<Page<AdminReservationItem>>(await s.call('GET', '/v1/admin/reservations', s.ownerToken));
    expect(own.items.every((i) => i.villa_id === villa.id)).toBe(true);
  });

  it('boat reservations carry boat_id beside the nested boat', async () => {
    const page = contentOf<Page<AdminBoatReservationItem>>(await s.call('GET', '/v1/admin/boatreservations', s.adminToken));
    expect(page.items.length).toBe(1);
    expect(page.items[0]).toMatchObject({ boat_id: boat.id, boat: { id: boat.id } });
    const detail = contentOf<AdminBoatReservationItem>(
      await s.call('GET', `/v1/admin/boatreservations/${page.items[0]?.id}`, s.adminToken),
    );
    expect(detail.boat_id).toBe(boat.id);
  });
});

describe('GET /v1/admin/other and PUT /v1/admin/other/{page}', () => {
  it('reads the car and transfer pages with their defaults, ADMIN only', async () => {
    const content = contentOf<OtherPagesContent>(await s.call('GET', '/v1/admin/other', s.adminToken));
    expect(content.pages).toEqual([
      expect.objectContaining({ page: 'car', path: '/car', title: 'Araç Kiralama', visible: true }),
      expect.objectContaining({ page: 'transfer', path: '/transfer', title: 'Havalimanı Transferi', visible: true }),
    ]);
    await expectRefused(s, ['GET', '/v1/admin/other']);
    await expectRefused(s, ['PUT', '/v1/admin/other/car', { title: 'Araç', lead: '', visible: true }]);
  });

  it('saves a page: texts and visibility reach the public settings', async () => {
    const saved = contentOf<OtherPageItem>(
      await s.call('PUT', '/v1/admin/other/transfer', s.adminToken, {
        title: 'VIP Transfer',
        lead: 'Dalaman’dan villanıza.',
        visible: false,
      }),
    );
    expect(saved).toEqual({
      page: 'transfer',
      path: '/transfer',
      title: 'VIP Transfer',
      lead: 'Dalaman’dan villanıza.',
      visible: false,
    });
    const pub = contentOf<SettingEntry[]>(await s.call('GET', '/v1/settings'));
    expect(pub).toEqual(
      expect.arrayContaining([
        { key: 'other_transfer_visible', value: 'false' },
        { key: 'other_transfer_title', value: 'VIP Transfer' },
      ]),
    );
    const again = contentOf<OtherPagesContent>(await s.call('GET', '/v1/admin/other', s.adminToken));
    expect(again.pages[1]).toMatchObject({ title: 'VIP Transfer', visible: false });
  });

  it('refuses a bad page or body with a Turkish 400', async () => {
    const unknown = await s.call('PUT', '/v1/admin/other/yacht', s.adminToken, { title: 'x', lead: '', visible: true });
    expect(unknown.statusCode).toBe(400);
    const bad = await s.call('PUT', '/v1/admin/other/car', s.adminToken, { title: 'A', lead: 5, visible: 'evet' });
    expect(bad.statusCode).toBe(400);
    const messages = (errorOf(bad).issues ?? []).map((i) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Başlık en az 2 karakter olmalı.',
        'Giriş metni metin olmalı.',
        'Görünürlük evet ya da hayır olmalı.',
      ]),
    );
  });
});

describe('footer links and payment methods from the settings', () => {
  const footer = async () =>
    Object.fromEntries(
      contentOf<{ footerData: SettingEntry[] }>(await s.call('GET', '/v1/website/footer')).footerData.map((e) => [
        e.key,
        e.value,
      ]),
    );

  it('answers the default lists (with the car and transfer pages) and bank transfer only until the agency saves its own', async () => {
    const data = await footer();
    expect(data.footer_corporate_links).toContain('Hakkımızda | /about');
    expect(data.footer_corporate_links).toContain('Araç Kiralama | /car');
    expect(data.footer_corporate_links).toContain('Havalimanı Transferi | /transfer');
    expect(data.footer_help_links).toContain('Nasıl Kiralarım | /website/howrent');
    expect(data.payment_methods).toBe('bank_transfer');
    expect(data.site_footer_text ?? '').toBe('');
  });

  it('the admin changes the lists and the payment methods; the footer data follows', async () => {
    const res = await s.call('PUT', '/v1/admin/footer/edit', s.adminToken, {
      footer_corporate_links: 'Biz Kimiz | /about\n\n  Araç Kiralama | /car  \n',
      footer_help_links: 'S.S.S. | /faq\nInstagram | https://instagram.com/yali',
      payment_methods: 'cash, bank_transfer',
    });
    expect(contentOf<SettingEntry[]>(res)).toEqual([
      { key: 'footer_corporate_links', value: 'Biz Kimiz | /about\nAraç Kiralama | /car' },
      { key: 'footer_help_links', value: 'S.S.S. | /faq\nInstagram | https://instagram.com/yali' },
      { key: 'payment_methods', value: 'bank_transfer,cash' },
    ]);
    const data = await footer();
    expect(data.footer_corporate_links).toBe('Biz Kimiz | /about\nAraç Kiralama | /car');
    expect(data.payment_methods).toBe('bank_transfer,cash');
    const section = contentOf<SettingEntry[]>(await s.call('GET', '/v1/admin/settings/footer', s.adminToken));
    expect(section.find((e) => e.key === 'payment_methods')?.value).toBe('bank_transfer,cash');
  });

  it('refuses malformed links, unsafe addresses and unknown methods in Turkish; an OWNER is refused', async () => {
    const bad = await s.call('PUT', '/v1/admin/footer/edit', s.adminToken, {
      footer_corporate_links: 'Hakkımızda /about',
      footer_help_links: 'Kötü | //evil.example\nKötü | javascript:alert(1)',
      payment_methods: 'bitcoin',
    });
    expect(bad.statusCode).toBe(400);
    const messages = (errorOf(bad).issues ?? []).map((i) => i.message);
    expect(messages).toEqual([
      'Kurumsal bağlantılar, 1. satır “Etiket | /adres” biçiminde olmalı (adres / ya da https:// ile başlar).',
      'Yardım bağlantıları, 1. satır “Etiket | /adres” biçiminde olmalı (adres / ya da https:// ile başlar).',
      'Yardım bağlantıları, 2. satır “Etiket | /adres” biçiminde olmalı (adres / ya da https:// ile başlar).',
      'Ödeme yöntemi bank_transfer, cash veya card olmalı.',
    ]);
    await expectRefused(s, ['PUT', '/v1/admin/footer/edit', { payment_methods: 'cash' }]);
  });
});

describe('validation messages are Turkish only', () => {
  const cases: [string, string, object?][] = [
    ['POST', '/v1/reservations', { villa_slug: 5, checkin: 'yarın', checkout: null, adults: 'iki', children: [], kvkk: 'evet' }],
    ['POST', '/v1/boatreservations', { boat_slug: [], checkin: 1, guests: 'çok', currency: 'BTC' }],
    ['POST', '/v1/reservations/lookup', { code: 12, contact: false }],
    ['POST', '/v1/contact', { name: 1, email: 'x', message: {} }],
    ['GET', '/v1/search/shortterm?take=abc&skip=-3'],
    ['GET', '/v2/search?client=true&guests=abc&checkin=2020-13-45'],
    ['GET', '/v1/searchboats?client=true&guests=abc'],
    ['GET', `/v1/villas/x/quote?checkin=abc&checkout=def&adults=NaN`],
  ];

  it.each(cases)('%s %s answers 400 with Turkish messages and no English fragment', async (method, url, payload) => {
    const res = await s.call(method as 'GET' | 'POST', url, undefined, payload);
    expect(res.statusCode, res.body).toBe(400);
    const body = errorOf(res);
    expect(body.message).not.toMatch(ENGLISH);
    const issues = body.issues ?? [];
    for (const issue of issues) expect(issue.message, `${issue.path}: ${issue.message}`).not.toMatch(ENGLISH);
  });
});
