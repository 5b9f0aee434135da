/**
 * A mail to a reservation's guest composed from a template (issue 24): the
 * agent picks one of the kind's guest templates (or a blank page), the
 * server fills it with the reservation's values (`GET {prefix}/{id}/mail`),
 * the agent edits subject and body and sends it (`POST {prefix}/{id}/mail`)
 * through the outbox, like every other mail (DESIGN §3 "Mail"). The send
 * writes a history row naming the subject, in the same transaction as the
 * outbox row. ADMIN only: an owner never writes to the guest.
 */
import { and, eq, inArray } from 'drizzle-orm';
import {
  BLANK_GUEST_MAIL_KEY,
  envelope,
  errorBody,
  type GuestMailBody,
  type GuestMailDraft,
  guestMailBody,
  guestMailDraft,
  guestMailDraftQuery,
  idParam,
  mailOutboxRowContent,
} from '@yali/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db, Tx } from '../../db/client.ts';
import { mailTemplates } from '../../db/schema.ts';
import { renderMail, unknownPlaceholders } from '../../domain/mail-render.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { currentUser } from '../../lib/auth.ts';
import { AppError } from '../../lib/errors.ts';
import { enqueueComposedMail } from '../mail/enqueue-mail.ts';
import { paymentMailVariables } from '../payments/payments-due.ts';
import { UNIT_KINDS } from '../payments/reservation-payments.ts';
import { writeUnitEvent } from './events.ts';

type KindName = 'villa' | 'boat';

const NO_ADDRESS = 'Misafirin e-posta adresi yok; önce rezervasyona e-posta ekleyin.';

/** The reservation (404 when unknown or not listed under the kind), its guest address and every variable of its mails. */
async function reservationOf(db: Db | Tx, kindName: KindName, id: number, opts: { lock?: boolean } = {}) {
  const kind = UNIT_KINDS[kindName];
  const t = kind.reservations;
  const query = db
    .select({ id: t.id, status: t.status })
    .from(t)
    .where(and(eq(t.id, id), kind.listed));
  const [r] = await (opts.lock ? query.for('update') : query);
  if (!r) throw new AppError('NOT_FOUND', kind.texts.notFound);
  const [base, payment] = await Promise.all([kind.mail.variables(db, id), paymentMailVariables(db, kind, id)]);
  return {
    kind,
    status: r.status,
    to: base?.to ?? '',
    variables: { ...base?.variables, ...payment?.variables },
  };
}

/**
 * The draft of a guest mail of reservation `id`: with `template` (one of the
 * kind's guest templates, active or not) its subject and body filled with
 * the reservation's values; without, a blank page. Unknown reservation 404;
 * a template that is not the kind's guest template 400.
 */
export async function guestMailDraftOf(opts: {
  db: Db;
  kind: KindName;
  id: number;
  template?: string | undefined;
}): Promise<GuestMailDraft> {
  const { db } = opts;
  const r = await reservationOf(db, opts.kind, opts.id);
  const keys = r.kind.mail.guestTemplates;
  const rows = await db
    .select()
    .from(mailTemplates)
    .where(inArray(mailTemplates.key, [...keys]));
  const templates = keys.flatMap((key) => {
    const row = rows.find((t) => t.key === key);
    return row ? [{ key, name: row.name, active: row.active }] : [];
  });
  const chosen = opts.template ? rows.find((t) => t.key === opts.template) : undefined;
  if (opts.template && !chosen) throw new AppError('VALIDATION', 'Bu rezervasyon için böyle bir e-posta şablonu yok.');
  const filled = chosen ? renderMail(chosen, r.variables) : { subject: '', text: '' };
  return { to: r.to, template_key: chosen?.key ?? null, subject: filled.subject, body: filled.text, templates };
}

/**
 * Queues the agent's mail for reservation `id`'s guest: subject and body as
 * given (a `{{variable}}` left in them is filled; an unknown one 400),
 * labelled in the outbox by the template it started from (or
 * 'guest_message'), and writes "E-posta gönderildi: {subject}" to the
 * reservation's history. Unknown reservation 404; no guest address 422.
 */
export async function sendGuestMail(opts: {
  db: Db;
  kind: KindName;
  user: AuthUser;
  id: number;
  input: GuestMailBody & { subject: string; body: string };
}): Promise<{ id: number }> {
  const { db, input } = opts;
  return db.transaction(async (tx) => {
    const r = await reservationOf(tx, opts.kind, opts.id, { lock: true });
    if (!r.to) throw new AppError('UNPROCESSABLE', NO_ADDRESS);
    const templateKey = input.template_key || BLANK_GUEST_MAIL_KEY;
    if (templateKey !== BLANK_GUEST_MAIL_KEY && !r.kind.mail.guestTemplates.includes(templateKey as never))
      throw new AppError('VALIDATION', 'Bu rezervasyon için böyle bir e-posta şablonu yok.');
    const unknown = unknownPlaceholders(input.subject, input.body, Object.keys(r.variables));
    if (unknown.length > 0)
      throw new AppError('VALIDATION', `Bilinmeyen değişken: ${unknown.map((n) => `{{${n}}}`).join(', ')}.`, { unknown });
    const mail = await enqueueComposedMail(tx, {
      templateKey,
      to: r.to,
      subject: input.subject,
      body: input.body,
      variables: r.variables,
      ...(r.kind.kind === 'villa' ? { reservationId: opts.id } : { boatReservationId: opts.id }),
    });
    await writeUnitEvent(tx, r.kind, {
      reservationId: opts.id,
      from: r.status,
      to: r.status,
      actorId: opts.user.id,
      note: `E-posta gönderildi: ${renderMail(input, r.variables).subject}`,
    });
    return mail;
  });
}

/** `GET` and `POST {prefix}/:id/mail` of kind `kind` (ADMIN). */
export const guestMailRoutes =
  (o: { prefix: string; kind: KindName; tag: string }): FastifyPluginAsyncZod =>
  async (app) => {
    const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
    app.get(
      `${o.prefix}/:id/mail`,
      {
        schema: {
          tags: [o.tag],
          summary: 'Misafire e-posta taslağı (şablondan, rezervasyonun bilgileriyle)',
          security: [{ bearer: [] }],
          params: idParam,
          querystring: guestMailDraftQuery,
          response: { 200: envelope(guestMailDraft), ...errors },
        },
      },
      async (req) => ({
        content: await guestMailDraftOf({ db: app.db, kind: o.kind, id: req.params.id, template: req.query.template }),
      }),
    );
    app.post(
      `${o.prefix}/:id/mail`,
      {
        schema: {
          tags: [o.tag],
          summary: 'Misafire e-posta gönder (giden kutusuna)',
          security: [{ bearer: [] }],
          params: idParam,
          body: guestMailBody,
          response: { 200: envelope(mailOutboxRowContent), ...errors, 422: errorBody },
        },
      },
      async (req) => ({
        content: await sendGuestMail({ db: app.db, kind: o.kind, user: currentUser(req), id: req.params.id, input: req.body }),
      }),
    );
  };
