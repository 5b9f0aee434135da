/**
 * `POST`, `PUT` and `DELETE /v1/admin/external…`: manual blockings
 * (DESIGN §3: channel 'external', status 'confirmed' while active, or
 * 'cancelled') with their source (issue 24: Airbnb, Booking.com, the
 * owner's own use, maintenance, other). ADMIN on any villa; an OWNER on their
 * own villas only — another owner's villa or blocking answers 404 — and an
 * OWNER's blocking is always their own use; the agency gets a mail of it in
 * the same transaction. A blocking over a held night answers 409 naming the
 * record that holds it. Creating and editing write a history row; deleting
 * removes the blocking and its history.
 */
import { and, eq } from 'drizzle-orm';
import {
  BLOCK_SOURCE_LABEL,
  type BlockSource,
  type ExternalItem,
  type externalCreate,
  type externalUpdate,
} from '@yali/contract';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { reservations, settings, users, villas } from '../../db/schema.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { AppError, retryOnDeadlock } from '../../lib/errors.ts';
import { formatDateTr } from '../booking/format.ts';
import { enqueueMail } from '../mail/enqueue-mail.ts';
import { rethrowHoldConflict } from '../reservations/hold-conflict.ts';
import { enterVillaReservation } from '../reservations/enter-reservation.ts';
import { nightsBetween, ownerScope, writeEvent } from '../reservations/shared.ts';
import { mailSettingVariables } from '../rental-units/mail-settings.ts';
import { EXTERNAL_NOT_FOUND, getExternal } from './find-external.ts';

export async function createExternal(opts: {
  db: Db;
  user: AuthUser;
  input: z.output<typeof externalCreate>;
}): Promise<ExternalItem> {
  const { db, user, input } = opts;
  const [villa] = await db
    .select({ id: villas.id, name: villas.name })
    .from(villas)
    .where(and(eq(villas.id, input.villa_id), ownerScope(user)));
  if (!villa) throw new AppError('NOT_FOUND', 'Villa bulunamadı.');
  const source: BlockSource = user.role === 'OWNER' ? 'owner' : input.source;
  const label = input.label ?? BLOCK_SOURCE_LABEL[source];
  return enterVillaReservation({
    db,
    user,
    input,
    columns: async () => ({ status: 'confirmed', channel: 'external', adults: 1, guest_name: label, block_source: source }),
    eventNote: 'Harici blokaj eklendi.',
    async afterInsert(tx, row) {
      if (user.role === 'OWNER') await tellAgency(tx, { user, villaName: villa.name, code: row.code, label, input });
      return getExternal({ db: tx, user, id: row.id });
    },
  });
}

/** Queues the 'owner_blocking_agency' mail to the agency address (settings `site_email`), if set. */
async function tellAgency(
  tx: Tx,
  opts: { user: AuthUser; villaName: string; code: string; label: string; input: z.output<typeof externalCreate> },
): Promise<void> {
  const [agency] = await tx.select({ value: settings.value }).from(settings).where(eq(settings.key, 'site_email'));
  if (!agency?.value) return;
  const [owner] = await tx
    .select({ first: users.first_name, last: users.last_name })
    .from(users)
    .where(eq(users.id, opts.user.id));
  const { input } = opts;
  await enqueueMail(tx, {
    templateKey: 'owner_blocking_agency',
    to: agency.value,
    variables: {
      owner_name: owner ? `${owner.first} ${owner.last}`.trim() : 'Ev sahibi',
      villa_name: opts.villaName,
      check_in: formatDateTr(input.started_at),
      check_out: formatDateTr(input.finished_at),
      nights: nightsBetween(input.started_at, input.finished_at),
      label: opts.label,
      note: input.note || '—',
      reservation_code: opts.code,
      site_name: (await mailSettingVariables(tx)).site_name,
    },
  });
}

export async function updateExternal(opts: {
  db: Db;
  user: AuthUser;
  id: number;
  input: z.output<typeof externalUpdate>;
}): Promise<ExternalItem> {
  const { db, user, id, input } = opts;
  let hold = { villaId: 0, startedAt: '', finishedAt: '' };
  try {
    return await retryOnDeadlock(() =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .select({ r: reservations })
          .from(reservations)
          .innerJoin(villas, eq(villas.id, reservations.villa_id))
          .where(and(eq(reservations.id, id), eq(reservations.channel, 'external'), ownerScope(user)))
          .for('update', { of: reservations });
        if (!row) throw new AppError('NOT_FOUND', EXTERNAL_NOT_FOUND);
        const r = row.r;
        const from = r.status;
        const to = input.status ?? (from === 'confirmed' ? 'confirmed' : 'cancelled');
        const next = {
          started_at: input.started_at ?? r.started_at,
          finished_at: input.finished_at ?? r.finished_at,
          guest_name: input.label ?? r.guest_name,
          note: input.note ?? r.note,
          // An owner's blocking stays their own use.
          block_source: user.role === 'OWNER' ? ('owner' as const) : (input.source ?? r.block_source),
        };
        if (next.finished_at <= next.started_at)
          throw new AppError('UNPROCESSABLE', 'Bitiş tarihi başlangıç tarihinden sonra olmalı.');
        hold = { villaId: r.villa_id, startedAt: next.started_at, finishedAt: next.finished_at };
        await tx
          .update(reservations)
          .set({ ...next, status: to, updated_at: new Date() })
          .where(eq(reservations.id, id));
        const note =
          to !== from ? (to === 'cancelled' ? 'Blokaj iptal edildi.' : 'Blokaj yeniden etkinleştirildi.') : 'Blokaj düzenlendi.';
        await writeEvent(tx, { reservationId: id, from, to, actorId: user.id, note });
        return getExternal({ db: tx, user, id });
      }),
    );
  } catch (err) {
    return rethrowHoldConflict(db, err, { ...hold, excludeReservationId: id });
  }
}

export async function deleteExternal(opts: { db: Db; user: AuthUser; id: number }): Promise<{ id: number }> {
  const { db, user, id } = opts;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: reservations.id })
      .from(reservations)
      .innerJoin(villas, eq(villas.id, reservations.villa_id))
      .where(and(eq(reservations.id, id), eq(reservations.channel, 'external'), ownerScope(user)))
      .for('update', { of: reservations });
    if (!row) throw new AppError('NOT_FOUND', EXTERNAL_NOT_FOUND);
    await tx.delete(reservations).where(eq(reservations.id, id));
    return { id };
  });
}
