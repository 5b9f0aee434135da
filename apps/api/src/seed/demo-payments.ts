/**
 * Demo money (issue 19): the payments a real agency's ledger would hold for
 * the demo's villa reservations, so that the payments panel, the payments
 * page, the due lists and the owner statements open on something. For each
 * confirmed guest stay with a price: the kapora by havale a few days after
 * the booking (most of them; a few are late, so the overdue list shows
 * them), the balance and the damage deposit on arrival once the stay began,
 * and the deposit back (now and then less a deduction) after check-out.
 * Owners get a 20 % commission from 2020. Deterministic (seeded), never dated
 * after today.
 */
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { ownerCommissionRates, payments, reservations, users, villas } from '../db/schema.ts';
import { addDays } from '../domain/quote.ts';
import { createRng, hashString } from './demo-data.ts';

const DEPOSIT_DEDUCTIONS = ['Kırık bardak takımı', 'Havuz havlusu kaybı', 'Ek temizlik', 'Mutfak robotu tamiri'];

export async function seedDemoPayments(tx: Tx, opts: { today: string; adminId: number | null }): Promise<void> {
  const { today, adminId } = opts;
  const stays = await tx
    .select({ r: reservations, prepayment: villas.prepayment_percent, deposit: villas.damage_deposit_kurus })
    .from(reservations)
    .innerJoin(villas, eq(villas.id, reservations.villa_id))
    .where(
      and(eq(reservations.status, 'confirmed'), ne(reservations.channel, 'external'), isNotNull(reservations.total_price_kurus)),
    );
  const rows: (typeof payments.$inferInsert)[] = [];
  const dueDays: { id: number; due: string }[] = [];
  const entry = (
    r: { id: number; reservation_id: string },
    e: Omit<typeof payments.$inferInsert, 'reservation_id' | 'currency' | 'amount_minor' | 'exchange_rate'> & {
      amount_kurus: number;
    },
  ) =>
    rows.push({
      reservation_id: r.id,
      currency: 'TL',
      amount_minor: e.amount_kurus,
      exchange_rate: '1.0000',
      recorded_by: adminId,
      ...e,
    });
  for (const { r, prepayment, deposit } of stays) {
    const rng = createRng(hashString(`${r.reservation_id}/ödeme`));
    const total = r.total_price_kurus as number;
    const kapora = Math.round((total * prepayment) / 100 / 100) * 100;
    const booked = r.created_at.toISOString().slice(0, 10);
    const due = addDays(booked, 3);
    dueDays.push({ id: r.id, due });
    const arrived = r.started_at <= today;
    // A few future stays still wait for their kapora (some past due: the overdue list).
    if (!arrived && rng.chance(0.15)) continue;
    const kaporaDay = addDays(booked, rng.int(0, 3));
    if (kaporaDay > today) continue;
    entry(r, {
      kind: 'kapora',
      amount_kurus: kapora,
      method: 'bank_transfer',
      paid_on: kaporaDay,
      reference: `EFT-${r.reservation_id}`,
    });
    if (!arrived) continue;
    entry(r, { kind: 'balance', amount_kurus: total - kapora, method: rng.chance(0.6) ? 'cash' : 'card', paid_on: r.started_at });
    if (deposit <= 0) continue;
    entry(r, { kind: 'deposit_taken', amount_kurus: deposit, method: 'cash', paid_on: r.started_at });
    if (r.finished_at > today) continue;
    const deduction = rng.chance(0.2) ? Math.min(deposit, rng.int(5, 30) * 10_000) : 0;
    entry(r, {
      kind: 'deposit_returned',
      amount_kurus: -(deposit - deduction),
      method: 'cash',
      paid_on: r.finished_at,
      note: deduction > 0 ? `${rng.pick(DEPOSIT_DEDUCTIONS)} kesildi.` : '',
    });
  }
  for (let i = 0; i < rows.length; i += 500) await tx.insert(payments).values(rows.slice(i, i + 500));
  for (const d of dueDays) await tx.update(reservations).set({ kapora_due_on: d.due }).where(eq(reservations.id, d.id));

  const owners = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'OWNER'));
  if (owners.length > 0) {
    await tx
      .insert(ownerCommissionRates)
      .values(owners.map((o) => ({ owner_id: o.id, rate_bp: 2000, effective_from: '2020-01-01', created_by: adminId })));
  }
}
