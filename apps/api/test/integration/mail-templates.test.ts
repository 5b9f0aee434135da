/**
 * Mail templates (SPEC §7 `/mailtemplates`, `PUT /mailtemplates/{id}`,
 * `PATCH /mailtemplates/activity`, preview): the 7 templates with their
 * variables, unknown `{{variables}}` refused naming them, preview with
 * Turkish sample data, an inactive template sends nothing; ADMIN only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailPreview, MailTemplate } from '@yali/contract';
import { mailOutbox } from '../../src/db/schema.ts';
import { enqueueMail } from '../../src/modules/mail/enqueue-mail.ts';
import { bearer, loginAs, signExpiredToken } from '../helpers/auth.ts';
import { createUser, type TestUser } from '../helpers/factories.ts';
import { contentOf, errorOf } from '../helpers/http.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let admin: TestUser;
let adminToken: string;
let ownerToken: string;
let templates: MailTemplate[];
const call = (method: 'GET' | 'PUT' | 'PATCH' | 'POST', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload === undefined ? {} : { payload }) });
const byKey = (key: string) => templates.find((x) => x.key === key) as MailTemplate;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.db, { role: 'ADMIN' });
  adminToken = await loginAs(t.app, admin);
  ownerToken = await loginAs(t.app, await createUser(t.db, { role: 'OWNER' }));
  templates = contentOf<MailTemplate[]>(await call('GET', '/v1/admin/mailtemplates', adminToken));
});
afterAll(() => t?.close());

describe('mail templates', () => {
  it('lists the seven templates with their variables', () => {
    expect(templates.map((x) => x.key).sort()).toEqual(
      [
        'bank_transfer',
        'contact_received',
        'option_given',
        'reservation_cancelled',
        'reservation_confirmed',
        'reservation_received_agency',
        'reservation_received_guest',
      ].sort(),
    );
    expect(byKey('bank_transfer').variables).toEqual(expect.arrayContaining(['iban', 'account_holder', 'bank_name']));
  });

  it('saves subject and body; refuses unknown variables naming them', async () => {
    const tpl = byKey('reservation_confirmed');
    const saved = contentOf<MailTemplate>(
      await call('PUT', `/v1/admin/mailtemplates/${tpl.id}`, adminToken, {
        subject: 'Onaylandı: {{villa_name}} — {{reservation_code}}',
        body: 'Sayın {{guest_name}},\n\nRezervasyonunuz onaylandı. Giriş: {{check_in}}',
      }),
    );
    expect(saved.subject).toBe('Onaylandı: {{villa_name}} — {{reservation_code}}');
    const bad = await call('PUT', `/v1/admin/mailtemplates/${tpl.id}`, adminToken, {
      subject: 'Merhaba {{musteri}}',
      body: 'Sayın {{guest_name}}, {{iban}} hesabına ödeme yapın.',
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).message).toBe('Bu şablonda kullanılamayan değişkenler: {{musteri}}, {{iban}}.');
    expect(bad.json().content.unknown).toEqual(['musteri', 'iban']);
    expect((await call('PUT', `/v1/admin/mailtemplates/${tpl.id}`, adminToken, { subject: 'A', body: '' })).statusCode).toBe(400);
    expect(
      (await call('PUT', '/v1/admin/mailtemplates/99999', adminToken, { subject: 'Konu', body: 'Yeterince uzun metin' }))
        .statusCode,
    ).toBe(404);
  });

  it('previews unsaved text with Turkish sample values', async () => {
    const tpl = byKey('bank_transfer');
    const preview = contentOf<MailPreview>(
      await call('POST', `/v1/admin/mailtemplates/${tpl.id}/preview`, adminToken, {
        subject: 'Ödeme bilgileri — {{reservation_code}}',
        body: 'Sayın {{guest_name}},\n\nIBAN: {{iban}}\nHesap sahibi: {{account_holder}}',
      }),
    );
    expect(preview.subject).toBe('Ödeme bilgileri — YL-2026-0142');
    expect(preview.text).toContain('Sayın Ayşe Yılmaz,');
    expect(preview.text).toContain('Hesap sahibi: Yalı Turizm Ltd. Şti.');
    expect(preview.html).toContain('<p>Sayın Ayşe Yılmaz,</p>');
    const bad = await call('POST', `/v1/admin/mailtemplates/${tpl.id}/preview`, adminToken, {
      subject: 'Konu {{yok}}',
      body: 'Yeterince uzun metin',
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).message).toContain('{{yok}}');
  });

  it('an inactive template sends nothing; active again sends', async () => {
    const tpl = byKey('contact_received');
    const off = contentOf<MailTemplate>(
      await call('PATCH', '/v1/admin/mailtemplates/activity', adminToken, { id: tpl.id, active: false }),
    );
    expect(off.active).toBe(false);
    const vars = { name: 'Ali', email: 'ali@example.com', phone: '', message: 'Merhaba' };
    expect(await enqueueMail(t.db, { templateKey: 'contact_received', to: 'ajans@example.com', variables: vars })).toBeNull();
    contentOf(await call('PATCH', '/v1/admin/mailtemplates/activity', adminToken, { id: tpl.id, active: true }));
    expect(await enqueueMail(t.db, { templateKey: 'contact_received', to: 'ajans@example.com', variables: vars })).not.toBeNull();
    expect(await t.db.select().from(mailOutbox)).toHaveLength(1);
    expect((await call('PATCH', '/v1/admin/mailtemplates/activity', adminToken, { id: 99999, active: true })).statusCode).toBe(
      404,
    );
  });

  for (const [method, url, body] of [
    ['GET', '/v1/admin/mailtemplates'],
    ['PUT', '/v1/admin/mailtemplates/1', { subject: 'Ele geçirildi', body: 'Ele geçirildi metni' }],
    ['PATCH', '/v1/admin/mailtemplates/activity', { id: 1, active: false }],
    ['POST', '/v1/admin/mailtemplates/1/preview', { subject: 'Konu konu', body: 'Yeterince uzun metin' }],
  ] as const) {
    it(`${method} ${url}: OWNER 403, anonymous 401, expired 401`, async () => {
      expect((await call(method, url, ownerToken, body)).statusCode).toBe(403);
      expect((await call(method, url, undefined, body)).statusCode).toBe(401);
      expect((await call(method, url, await signExpiredToken(admin), body)).statusCode).toBe(401);
    });
  }
});
