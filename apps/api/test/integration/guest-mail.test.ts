/**
 * A mail to the guest composed from a template (issue 24) through HTTP, for
 * villas and boats: the draft is the chosen template filled with the
 * reservation's values (payments included), the agent's edited text goes to
 * the outbox with the reservation's history naming it, and bad input gets a
 * Turkish 4xx that leaves neither an outbox row nor a history row.
 */
import type { AdminReservationDetail, GuestMailDraft } from '@yali/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { boatReservationEvents, mailOutbox, reservationEvents } from '../../src/db/schema.ts';
import { trKurus } from '../../src/domain/payments.ts';
import { adminSuite, expectRefused } from '../helpers/catalogue-suite.ts';
import { createBoat, createBoatReservation, createReservation, createVilla } from '../helpers/factories.ts';
import { contentOf, errorOf } from '../helpers/http.ts';

const s = adminSuite();
let villaRes: { id: number; reservation_id: string };
let boatRes: { id: number; reservation_id: string };
let noMail: { id: number };

beforeAll(async () => {
  const villa = await createVilla(s.t.db, { name: 'Villa Mektup', prepayment_percent: 30 });
  villaRes = await createReservation(s.t.db, {
    villa_id: villa.id,
    status: 'option',
    guest_name: 'Ayla Deniz',
    guest_email: 'ayla@example.com',
    total_price_kurus: 4_000_000,
  });
  noMail = await createReservation(s.t.db, { villa_id: villa.id, guest_name: 'Adressiz Misafir', guest_email: '' });
  const boat = await createBoat(s.t.db, { name: 'Mavi Yelken' });
  boatRes = await createBoatReservation(s.t.db, {
    boat_id: boat.id,
    status: 'confirmed',
    guest_name: 'Kemal Su',
    guest_email: 'kemal@example.com',
    total_price_kurus: 2_500_000,
  });
});

const draftOf = async (path: string, template?: string) =>
  contentOf<GuestMailDraft>(await s.call('GET', `${path}/mail${template ? `?template=${template}` : ''}`, s.adminToken));
const outboxRows = (id: number) => s.t.db.select().from(mailOutbox).where(eq(mailOutbox.reservation_id, id));
const villaNotes = async (id: number) =>
  (await s.t.db.select().from(reservationEvents).where(eq(reservationEvents.reservation_id, id))).map((e) => e.note);

describe('the draft', () => {
  it('fills the chosen template with the reservation, kapora included, and lists the guest templates', async () => {
    const path = `/v1/admin/reservations/${villaRes.id}`;
    const blank = await draftOf(path);
    expect(blank).toMatchObject({ to: 'ayla@example.com', template_key: null, subject: '', body: '' });
    const keys = blank.templates.map((t) => t.key);
    expect(keys).toContain('reservation_confirmed');
    expect(keys).toContain('kapora_reminder');
    expect(keys.some((k) => k.endsWith('_agency') || k.startsWith('boat_'))).toBe(false);

    const confirmed = await draftOf(path, 'reservation_confirmed');
    expect(confirmed.template_key).toBe('reservation_confirmed');
    expect(confirmed.subject).toBe(`Rezervasyonunuz onaylandı — ${villaRes.reservation_id}`);
    expect(confirmed.body).toContain('Sayın Ayla Deniz');
    expect(confirmed.body).toContain('Villa Mektup');
    expect(confirmed.body).not.toContain('{{');

    const payments = contentOf<{ summary: { kapora_kurus: number } }>(await s.call('GET', `${path}/payments`, s.adminToken));
    expect(payments.summary.kapora_kurus).toBeGreaterThan(0);
    const reminder = await draftOf(path, 'kapora_reminder');
    expect(reminder.body).toContain(`(${trKurus(payments.summary.kapora_kurus)})`);
  });

  it('offers a boat its boat templates', async () => {
    const path = `/v1/admin/boatreservations/${boatRes.id}`;
    const draft = await draftOf(path, 'boat_reservation_confirmed');
    expect(draft.to).toBe('kemal@example.com');
    expect(draft.body).toContain('Mavi Yelken');
    expect(draft.templates.every((t) => t.key.startsWith('boat_') && !t.key.endsWith('_agency'))).toBe(true);
    const villaTemplate = await s.call('GET', `${path}/mail?template=reservation_confirmed`, s.adminToken);
    expect(villaTemplate.statusCode).toBe(400);
    expect(errorOf(villaTemplate).message).toBe('Bu rezervasyon için böyle bir e-posta şablonu yok.');
  });
});

describe('sending', () => {
  it('queues the edited text for the guest, fills a variable left in it and names it in the history', async () => {
    const path = `/v1/admin/reservations/${villaRes.id}`;
    const res = await s.call('POST', `${path}/mail`, s.adminToken, {
      template_key: 'reservation_confirmed',
      subject: 'Transfer saatiniz — {{reservation_code}}',
      body: 'Sayın {{guest_name}},\n\nHavalimanı transferiniz 15:00’te. <script>alert(1)</script>',
    });
    expect(res.statusCode).toBe(200);
    const { id } = contentOf<{ id: number }>(res);
    const [row] = await s.t.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({
      template_key: 'reservation_confirmed',
      to_address: 'ayla@example.com',
      subject: `Transfer saatiniz — ${villaRes.reservation_id}`,
      reservation_id: villaRes.id,
      status: 'pending',
    });
    expect(row?.text).toContain('Sayın Ayla Deniz,');
    expect(row?.html).toContain('&lt;script&gt;');
    expect(row?.html).not.toContain('<script>');

    const detail = contentOf<AdminReservationDetail>(await s.call('GET', path, s.adminToken));
    expect(detail.mails[0]?.id).toBe(id);
    expect(detail.events.at(-1)?.note).toBe(`E-posta gönderildi: Transfer saatiniz — ${villaRes.reservation_id}`);
    expect(detail.events.at(-1)?.actor?.id).toBe(s.admin.id);
    expect(detail.status).toBe('option');
  });

  it('labels a mail written from a blank page guest_message; a boat’s mail belongs to the boat reservation', async () => {
    const blank = contentOf<{ id: number }>(
      await s.call('POST', `/v1/admin/reservations/${villaRes.id}/mail`, s.adminToken, {
        subject: 'Küçük bir soru',
        body: 'Geliş saatinizi öğrenebilir miyiz?',
      }),
    );
    const [row] = await s.t.db.select().from(mailOutbox).where(eq(mailOutbox.id, blank.id));
    expect(row?.template_key).toBe('guest_message');

    const boat = contentOf<{ id: number }>(
      await s.call('POST', `/v1/admin/boatreservations/${boatRes.id}/mail`, s.adminToken, {
        template_key: 'boat_reservation_confirmed',
        subject: 'Tekne turunuz',
        body: 'Sayın {{guest_name}}, {{boat_name}} sizi bekliyor.',
      }),
    );
    const [boatRow] = await s.t.db.select().from(mailOutbox).where(eq(mailOutbox.id, boat.id));
    expect(boatRow).toMatchObject({
      boat_reservation_id: boatRes.id,
      reservation_id: null,
      text: 'Sayın Kemal Su, Mavi Yelken sizi bekliyor.',
    });
    const events = await s.t.db.select().from(boatReservationEvents).where(eq(boatReservationEvents.reservation_id, boatRes.id));
    expect(events.map((e) => e.note)).toContain('E-posta gönderildi: Tekne turunuz');
  });
});

describe('refusals leave nothing written', () => {
  const send = (id: number, body: object, path = '/v1/admin/reservations') =>
    s.call('POST', `${path}/${id}/mail`, s.adminToken, body);

  it('refuses bad input in Turkish, with no outbox row and no history row', async () => {
    const before = (await outboxRows(villaRes.id)).length;
    const notesBefore = await villaNotes(villaRes.id);
    const cases: [object, number, string][] = [
      [{ subject: 'Ko', body: 'Yeterince uzun bir metin.' }, 400, 'Konu en az 3 karakter olmalı.'],
      [{ subject: 'Konu başlığı', body: 'kısa' }, 400, 'İleti metni en az 10 karakter olmalı.'],
      [{ subject: 'Konu başlığı', body: 'Merhaba {{iban_no}}, ödeme bekliyoruz.' }, 400, 'Bilinmeyen değişken: {{iban_no}}.'],
      [
        { template_key: 'boat_option_given', subject: 'Konu başlığı', body: 'Yeterince uzun bir metin.' },
        400,
        'Bu rezervasyon için böyle bir e-posta şablonu yok.',
      ],
    ];
    for (const [body, status, message] of cases) {
      const res = await send(villaRes.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      const error = errorOf(res);
      // A schema refusal names the field in `issues`; a rule's refusal is the message itself.
      expect([error.message, ...(error.issues ?? []).map((i) => i.message)]).toContain(message);
    }
    expect((await outboxRows(villaRes.id)).length).toBe(before);
    expect(await villaNotes(villaRes.id)).toEqual(notesBefore);
  });

  it('answers 422 when the guest has no address and 404 for an unknown reservation', async () => {
    const body = { subject: 'Konu başlığı', body: 'Yeterince uzun bir metin.' };
    const res = await send(noMail.id, body);
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).message).toBe('Misafirin e-posta adresi yok; önce rezervasyona e-posta ekleyin.');
    expect(await outboxRows(noMail.id)).toEqual([]);
    expect((await send(999_999, body)).statusCode).toBe(404);
    expect((await s.call('GET', '/v1/admin/boatreservations/999999/mail', s.adminToken)).statusCode).toBe(404);
  });

  it('is the agency’s alone: an owner is refused before the body is read', async () => {
    await expectRefused(s, ['GET', `/v1/admin/reservations/${villaRes.id}/mail`]);
    await expectRefused(s, ['POST', `/v1/admin/reservations/${villaRes.id}/mail`, { subject: 1 }]);
    await expectRefused(s, ['POST', `/v1/admin/boatreservations/${boatRes.id}/mail`, {}]);
  });
});
