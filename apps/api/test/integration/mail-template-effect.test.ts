/**
 * Issue 6: "a mail template edit changes the next reservation mail". An admin
 * edits the guest's 'reservation received' template; the next booking request
 * queues a mail rendered from the edited text. Deactivating it stops the mail.
 * The same holds for the boat templates (issue 7) and a boat request.
 */
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { mailOutbox, mailTemplates, settings } from '../../src/db/schema.ts';
import { todayInIstanbul } from '../../src/domain/pricing.ts';
import { bearer, loginAs } from '../helpers/auth.ts';
import { addDays } from '../helpers/dates.ts';
import { createUser, createPricedVilla, createPricedBoat } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/** The guest of every request here. */
const guest = { name: 'Ümit Işıklı', email: 'umit@example.com', phone: '0532 123 45 67', note: '', kvkk: true };

/** Edits template `key` as the ADMIN (`token`) to `payload` (200) and answers its row. */
async function editTemplate(t: TestApp, token: string, key: string, payload: { subject: string; body: string }) {
  const [tpl] = await t.db.select().from(mailTemplates).where(eq(mailTemplates.key, key));
  if (!tpl) throw new Error(`default template ${key} missing`);
  const edit = await t.app.inject({ method: 'PUT', url: `/v1/admin/mailtemplates/${tpl.id}`, headers: bearer(token), payload });
  expect(edit.statusCode).toBe(200);
  return tpl;
}

/** The queued mail of template `key` to the guest, if any. */
async function guestMail(t: TestApp, key: string) {
  const [mail] = await t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.template_key, key), eq(mailOutbox.to_address, guest.email)));
  return mail;
}

it('renders the next booking mail from the edited template, and sends none when it is inactive', async () => {
  const t = await createTestApp({ config: { bookingRateLimit: 1000 } });
  try {
    const today = todayInIstanbul();
    await t.db.insert(settings).values([
      { key: 'site_email', value: 'rezervasyon@yali.example' },
      { key: 'site_name', value: 'Yalı Villa' },
    ]);
    const villa = await createPricedVilla(
      t.db,
      { name: 'Villa Şablon', capacity: 4, min_stay: 2 },
      { nightly_price_kurus: 400_000, min_nights: 2 },
    );
    const token = await loginAs(t.app, await createUser(t.db, { role: 'ADMIN' }));
    const tpl = await editTemplate(t, token, 'reservation_received_guest', {
      subject: 'Talebiniz bize ulaştı: {{villa_name}} ({{reservation_code}})',
      body: 'Merhaba {{guest_name}}, yeni şablon metni.',
    });

    const book = (checkin: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/reservations',
        payload: {
          villa_slug: villa.slug,
          checkin,
          checkout: addDays(checkin, 3),
          adults: 2,
          children: 0,
          ...guest,
        },
      });
    const first = await book(addDays(today, 20));
    expect(first.statusCode).toBe(201);
    const code = first.json().content.reservation_id ?? first.json().content.code;
    const mail = await guestMail(t, 'reservation_received_guest');
    expect(mail?.subject).toBe(`Talebiniz bize ulaştı: Villa Şablon (${code})`);
    expect(mail?.text).toBe('Merhaba Ümit Işıklı, yeni şablon metni.');

    const off = await t.app.inject({
      method: 'PATCH',
      url: '/v1/admin/mailtemplates/activity',
      headers: bearer(token),
      payload: { id: tpl.id, active: false },
    });
    expect(off.statusCode).toBe(200);
    expect((await book(addDays(today, 40))).statusCode).toBe(201);
    const guestMails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.template_key, 'reservation_received_guest'));
    expect(guestMails).toHaveLength(1);
    // The agency's copy is another template and still goes out.
    const agency = await t.db.select().from(mailOutbox).where(eq(mailOutbox.template_key, 'reservation_received_agency'));
    expect(agency).toHaveLength(2);
  } finally {
    await t.close();
  }
});

it('renders the next boat request mail from the edited boat template (issue 7)', async () => {
  const t = await createTestApp({ config: { bookingRateLimit: 1000 } });
  try {
    const today = todayInIstanbul();
    await t.db.insert(settings).values([{ key: 'site_email', value: 'rezervasyon@yali.example' }]);
    const boat = await createPricedBoat(t.db, { name: 'Gün Işığı', capacity: 8 });
    const token = await loginAs(t.app, await createUser(t.db, { role: 'ADMIN' }));
    await editTemplate(t, token, 'boat_reservation_received_guest', {
      subject: 'Tekne talebiniz: {{boat_name}} ({{reservation_code}})',
      body: 'Merhaba {{guest_name}}, {{days}} günlük talebiniz için {{guests}} kişi kaydettik.',
    });

    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/boatreservations',
      payload: {
        boat_slug: boat.slug,
        checkin: addDays(today, 10),
        checkout: addDays(today, 13),
        guests: 5,
        currency: 'TL',
        ...guest,
      },
    });
    expect(res.statusCode).toBe(201);
    const code = res.json().content.reservation_id;
    const mail = await guestMail(t, 'boat_reservation_received_guest');
    expect(mail?.subject).toBe(`Tekne talebiniz: Gün Işığı (${code})`);
    expect(mail?.text).toBe('Merhaba Ümit Işıklı, 3 günlük talebiniz için 5 kişi kaydettik.');
    // The villa template is untouched by a boat request.
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.template_key, 'reservation_received_guest'))).toHaveLength(0);
  } finally {
    await t.close();
  }
});
