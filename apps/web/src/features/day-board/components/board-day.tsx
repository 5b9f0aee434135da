/**
 * One day of the arrivals and departures board (issue 20): who checks in and
 * who checks out, each with the unit, the guest (tap to call, WhatsApp), the
 * party, the length, the channel, the status and what is still to be paid.
 * Used by the dashboard home (today, tomorrow) and the board screen; prints
 * one day per page.
 */
import type { BoardDay, BoardItem } from '@yali/contract';
import Link from 'next/link';
import { LogIn, LogOut } from '@/components/icons';
import { PaymentStateBadge } from '@/features/payments/components/payment-state-badge';
import { GuestContact } from '@/features/rental-reservations/components/guest-contact';
import { StatusBadge } from '@/features/rental-reservations/components/status-badge';
import { reservationHref } from '@/features/rental-reservations/lib/detail-href';
import { CHANNEL_LABEL } from '@/features/rental-reservations/lib/status';
import { formatKurus } from '@/lib/format';

const dayTitle = new Intl.DateTimeFormat('tr-TR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2026-11-26' → '26 Kasım 2026 Perşembe'. */
export const formatBoardDay = (date: string) => dayTitle.format(new Date(`${date}T00:00:00Z`));

export function BoardDayCard({ day, admin, title }: { day: BoardDay; admin: boolean; title?: string }) {
  const headingId = `board-${day.date}`;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm print:break-inside-avoid print:border-0 print:p-0 print:shadow-none dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id={headingId} className="mb-3 text-base font-semibold">
        {title ? `${title} · ` : ''}
        {formatBoardDay(day.date)}
      </h2>
      <div className="grid grid-cols-1 gap-4 [&>*]:min-w-0 xl:grid-cols-2 print:grid-cols-1">
        <Moves label="Girişler" icon="in" items={day.arrivals} empty="Giriş yok." admin={admin} />
        <Moves label="Çıkışlar" icon="out" items={day.departures} empty="Çıkış yok." admin={admin} />
      </div>
    </section>
  );
}

function Moves({
  label,
  icon,
  items,
  empty,
  admin,
}: {
  label: string;
  icon: 'in' | 'out';
  items: BoardItem[];
  empty: string;
  admin: boolean;
}) {
  const Icon = icon === 'in' ? LogIn : LogOut;
  return (
    <div>
      <h3 className="mb-1 flex items-center gap-1.5 text-sm font-semibold text-slate-700 dark:text-slate-300">
        <Icon className="size-4" aria-hidden /> {label} ({items.length})
      </h3>
      {items.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{empty}</p>
      ) : (
        <ul className="divide-y divide-slate-100 text-sm dark:divide-slate-800">
          {items.map((x) => (
            <Entry key={`${x.unit_kind}-${x.id}`} x={x} admin={admin} />
          ))}
        </ul>
      )}
    </div>
  );
}

function Entry({ x, admin }: { x: BoardItem; admin: boolean }) {
  const unitWord = x.unit_kind === 'boat' ? 'gün' : 'gece';
  return (
    <li className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1 py-2">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-1.5">
          <span className="font-semibold">{x.unit.name}</span>
          {x.place && <span className="text-xs text-slate-500 dark:text-slate-400">{x.place}</span>}
        </div>
        <div>
          {x.guest_name || '–'} · {x.guests} kişi · {x.length} {unitWord}
        </div>
        <div className="text-xs">
          <GuestContact phone={x.guest_phone} name={x.guest_name} code={x.reservation_id} hidden={x.guest_contact_hidden} />
        </div>
        {admin && x.admin_note && <div className="text-xs text-slate-500 dark:text-slate-400">Not: {x.admin_note}</div>}
      </div>
      {/* Beside the guest on wide screens; under it, in one line, on a phone. */}
      <div className="flex w-full flex-wrap items-center gap-1.5 sm:w-auto sm:flex-col sm:items-end sm:text-right">
        <Link href={reservationHref(x, admin)} className="font-mono font-semibold text-sea-700 hover:underline dark:text-sea-100">
          {x.reservation_id}
        </Link>
        <span className="flex flex-wrap gap-1 sm:justify-end">
          <StatusBadge status={x.status} />
          <PaymentStateBadge state={x.payment_state} />
        </span>
        <span className="text-xs text-slate-500 dark:text-slate-400">
          {CHANNEL_LABEL[x.channel]}
          {x.balance_due_kurus !== null && x.balance_due_kurus > 0 && <> · Kalan {formatKurus(x.balance_due_kurus)}</>}
        </span>
      </div>
    </li>
  );
}
