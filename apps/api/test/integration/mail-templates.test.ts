/**
 * Mail templates (SPEC §7 `/mailtemplates`, `PUT /mailtemplates/{id}`,
 * `PATCH /mailtemplates/activity`, preview): the 15 templates (villa, boat,
 * contact) with their variables, unknown `{{variables}}` refused naming
 * them (a villa variable on a boat template too), preview with Turkish
 * sample data, an inactive template sends nothing; ADMIN only.
 */

import { beforeAll, describe, expect, it } from 'vitest';
import { MAIL_SAMPLE_VALUES, MAIL_TEMPLATE_KEYS, type MailPreview, type MailTemplate } from '@yali/contract';
import { mailOutbox } from '../../src/db/schema.ts';
import { enqueueMail } from '../../src/modules/mail/enqueue-mail.ts';
import { adminSuite, authorisationMatrix } from '../helpers/catalogue-suite.ts';
import { contentOf, errorOf } from '../helpers/http.ts';

const s = adminSuite();
const { call } = s;
let templates: MailTemplate[];
const byKey = (key: string) => templates.find((x) => x.key === key) as MailTemplate;

beforeAll(async () => {
  templates = contentOf<MailTemplate[]>(await call('GET', '/v1/admin/mailtemplates', s.adminToken));
});

describe('mail templates', () => {
  it('lists the eighteen templates with their variables', () => {
    expect(templates.map((x) => x.key).sort()).toEqual(
      [
        'bank_transfer',
        'contact_received',
        'option_given',
        'reservation_cancelled',
        'reservation_confirmed',
        'reservation_received_agency',
        'reservation_received_guest',
        'kapora_reminder',
        'boat_bank_transfer',
        'boat_option_given',
        'boat_reservation_cancelled',
        'boat_reservation_confirmed',
        'boat_reservation_received_agency',
        'boat_reservation_received_guest',
        'boat_kapora_reminder',
        'password_reset',
        'owner_blocking_agency',
        'guest_request_agency',
      ].sort(),
    );
    expect([...MAIL_TEMPLATE_KEYS].sort()).toEqual(templates.map((x) => x.key).sort());
    expect(byKey('bank_transfer').variables).toEqual(expect.arrayContaining(['iban', 'account_holder', 'bank_name']));
  });

  it('offers boat words on the boat templates, each variable used or offered has a sample value', () => {
    const boat = templates.filter((x) => x.key.startsWith('boat_'));
    expect(boat.map((x) => x.name)).toEqual([
      'Tekne kiralama talebi alındı (misafir)',
      'Tekne kiralama talebi alındı (acente)',
      'Tekne opsiyonu verildi',
      'Tekne kiralama onayı',
      'Tekne kiralama banka havale bilgileri',
      'Tekne kiralama iptali',
      'Tekne kapora hatırlatma',
    ]);
    for (const x of boat) {
      expect(x.active, x.key).toBe(true);
      expect(x.variables, x.key).toEqual(expect.arrayContaining(['boat_name', 'rental_days', 'days', 'reservation_code']));
      expect(x.variables, x.key).not.toEqual(
        expect.arrayContaining([expect.stringMatching(/^(villa_name|nights|adults|children|damage_deposit|check_in|check_out)/)]),
      );
      expect(`${x.subject}\n${x.body}`, x.key).not.toMatch(/Villa|villa|gece|yetişkin|çocuk|depozito/);
    }
    expect(byKey('boat_reservation_confirmed').variables).toEqual(
      expect.arrayContaining(['marina_name', 'first_day', 'last_day', 'departure_time', 'return_time', 'guests']),
    );
    expect(byKey('boat_bank_transfer').variables).toEqual(
      expect.arrayContaining(['iban', 'account_holder', 'bank_name', 'prepayment']),
    );
    for (const x of templates) {
      for (const v of x.variables) expect(MAIL_SAMPLE_VALUES[v], `${x.key}: ${v}`).toBeTruthy();
    }
  });

  it('edits a boat template like any other: saves, refuses villa variables, previews with boat samples', async () => {
    const tpl = byKey('boat_reservation_confirmed');
    const saved = contentOf<MailTemplate>(
      await call('PUT', `/v1/admin/mailtemplates/${tpl.id}`, s.adminToken, {
        subject: 'Tekneniz hazır: {{boat_name}} — {{reservation_code}}',
        body: 'Sayın {{guest_name}},\n\n{{first_day}} günü {{departure_time}} saatinde {{marina_name}} marinasında buluşalım.',
      }),
    );
    expect(saved).toMatchObject({
      key: 'boat_reservation_confirmed',
      subject: 'Tekneniz hazır: {{boat_name}} — {{reservation_code}}',
    });
    const again = contentOf<MailTemplate[]>(await call('GET', '/v1/admin/mailtemplates', s.adminToken)).find(
      (x) => x.id === tpl.id,
    );
    expect(again?.body).toContain('{{marina_name}} marinasında buluşalım.');

    const bad = await call('PUT', `/v1/admin/mailtemplates/${tpl.id}`, s.adminToken, {
      subject: 'Onay — {{reservation_code}}',
      body: 'Sayın {{guest_name}}, {{villa_name}} için {{nights}} gece.',
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).message).toBe('Bu şablonda kullanılamayan değişkenler: {{villa_name}}, {{nights}}.');

    const preview = contentOf<MailPreview>(
      await call('POST', `/v1/admin/mailtemplates/${tpl.id}/preview`, s.adminToken, { subject: tpl.subject, body: tpl.body }),
    );
    expect(preview.subject).toBe('Tekne kiralamanız onaylandı — YT7K3P9Q');
    expect(preview.text).toContain('Mavi Rüya tekne kiralamanız onaylanmıştır.');
    expect(preview.text).toContain('Marina: D-Marin Göcek (Muğla, Göcek)');
    expect(preview.text).toContain('İlk gün: 14 Temmuz 2026 (kalkış 10:00)');
    expect(preview.text).toContain('Süre: 3 gün');
    expect(preview.text).toContain('Kişi: 6 kişi');
    expect(preview.text).not.toContain('{{');

    const off = contentOf<MailTemplate>(
      await call('PATCH', '/v1/admin/mailtemplates/activity', s.adminToken, { id: tpl.id, active: false }),
    );
    expect(off).toMatchObject({ key: 'boat_reservation_confirmed', active: false });
    contentOf(await call('PATCH', '/v1/admin/mailtemplates/activity', s.adminToken, { id: tpl.id, active: true }));
  });

  it('saves subject and body; refuses unknown variables naming them', async () => {
    const tpl = byKey('reservation_confirmed');
    const saved = contentOf<MailTemplate>(
      await call('PUT', `/v1/admin/mailtemplates/${tpl.id}`, s.adminToken, {
        subject: 'Onaylandı: {{villa_name}} — {{reservation_code}}',
        body: 'Sayın {{guest_name}},\n\nRezervasyonunuz onaylandı. Giriş: {{check_in}}',
      }),
    );
    expect(saved.subject).toBe('Onaylandı: {{villa_name}} — {{reservation_code}}');
    const bad = await call('PUT', `/v1/admin/mailtemplates/${tpl.id}`, s.adminToken, {
      subject: 'Merhaba {{musteri}}',
      body: 'Sayın {{guest_name}}, {{iban}} hesabına ödeme yapın.',
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).message).toBe('Bu şablonda kullanılamayan değişkenler: {{musteri}}, {{iban}}.');
    expect(bad.json().content.unknown).toEqual(['musteri', 'iban']);
    expect((await call('PUT', `/v1/admin/mailtemplates/${tpl.id}`, s.adminToken, { subject: 'A', body: '' })).statusCode).toBe(
      400,
    );
    expect(
      (await call('PUT', '/v1/admin/mailtemplates/99999', s.adminToken, { subject: 'Konu', body: 'Yeterince uzun metin' }))
        .statusCode,
    ).toBe(404);
  });

  it('previews unsaved text with Turkish sample values', async () => {
    const tpl = byKey('bank_transfer');
    const preview = contentOf<MailPreview>(
      await call('POST', `/v1/admin/mailtemplates/${tpl.id}/preview`, s.adminToken, {
        subject: 'Ödeme bilgileri — {{reservation_code}}',
        body: 'Sayın {{guest_name}},\n\nIBAN: {{iban}}\nHesap sahibi: {{account_holder}}',
      }),
    );
    expect(preview.subject).toBe('Ödeme bilgileri — YL-2026-0142');
    expect(preview.text).toContain('Sayın Ayşe Yılmaz,');
    expect(preview.text).toContain('Hesap sahibi: Yalı Turizm Ltd. Şti.');
    expect(preview.html).toContain('<p>Sayın Ayşe Yılmaz,</p>');
    const bad = await call('POST', `/v1/admin/mailtemplates/${tpl.id}/preview`, s.adminToken, {
      subject: 'Konu {{yok}}',
      body: 'Yeterince uzun metin',
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).message).toContain('{{yok}}');
  });

  it('an inactive template sends nothing; active again sends', async () => {
    const tpl = byKey('contact_received');
    const off = contentOf<MailTemplate>(
      await call('PATCH', '/v1/admin/mailtemplates/activity', s.adminToken, { id: tpl.id, active: false }),
    );
    expect(off.active).toBe(false);
    const vars = { name: 'Ali', email: 'ali@example.com', phone: '', message: 'Merhaba' };
    expect(await enqueueMail(s.t.db, { templateKey: 'contact_received', to: 'ajans@example.com', variables: vars })).toBeNull();
    contentOf(await call('PATCH', '/v1/admin/mailtemplates/activity', s.adminToken, { id: tpl.id, active: true }));
    expect(
      await enqueueMail(s.t.db, { templateKey: 'contact_received', to: 'ajans@example.com', variables: vars }),
    ).not.toBeNull();
    expect(await s.t.db.select().from(mailOutbox)).toHaveLength(1);
    expect((await call('PATCH', '/v1/admin/mailtemplates/activity', s.adminToken, { id: 99999, active: true })).statusCode).toBe(
      404,
    );
  });

  authorisationMatrix(s, [
    ['GET', '/v1/admin/mailtemplates'],
    ['PUT', '/v1/admin/mailtemplates/1', { subject: 'Ele geçirildi', body: 'Ele geçirildi metni' }],
    ['PATCH', '/v1/admin/mailtemplates/activity', { id: 1, active: false }],
    ['POST', '/v1/admin/mailtemplates/1/preview', { subject: 'Konu konu', body: 'Yeterince uzun metin' }],
  ]);
});
