'use client';
/**
 * One reservation of any kind (SPEC §7 `GET {path}/{id}`): the unit card,
 * guest, frozen price, payments (issue 19), status history and mails. ADMIN gets the actions of
 * DESIGN §3 — Opsiyon ver (with expiry), Onayla, Tamamlandı, İptal et
 * (confirmed in a dialog), Banka bilgisi gönder, Onay maili gönder, E-posta yaz
 * (a mail from a template, edited) — and the
 * kind's edit form; an OWNER reads only. Opening it as ADMIN marks a new
 * request read, so the sidebar badge drops (the server stamps it; we refresh
 * the counts).
 */
import type { ReservationStatus } from '@yali/contract';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Ban, Check, CheckCheck, Clock, Landmark, Mail, Pencil, Send } from '@/components/icons';
import Link from 'next/link';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dl } from '@/components/ui/definition-list';
import { Badge, inputClass } from '@/components/ui/form-fields';
import { Modal } from '@/components/ui/modal';
import { useAdminQuery } from '@/features/dashboard/api/admin-fetch';
import { useRecordCrumb } from '@/features/dashboard/components/page-trail';
import { RecordHistory } from '@/features/audit/components/record-history';
import { DownloadButton } from '@/features/dashboard/components/download-button';
import { PaymentsPanel } from '@/features/payments/components/payments-panel';
import { formatKurus } from '@/lib/format';
import { useReservationWrites } from '../api/use-reservation-writes';
import type { DlRow, ReservationKind, ReservationRecord, ReservationRow, ViewerMode } from '../kind';
import { num } from '../lib/quote';
import { CHANNEL_LABEL, formatDateTime, STATUS_LABEL, toLocalInput } from '../lib/status';
import { ComposeMailDialog } from './compose-mail';
import { GuestContact, HiddenContactNote } from './guest-contact';
import { StatusBadge } from './status-badge';

/** The option's usual holds: 24 hours, 48 hours, 3 days. */
const OPTION_PRESETS: [string, number][] = [
  ['24 saat', 24],
  ['48 saat', 48],
  ['3 gün', 72],
];

const MAIL_STATUS: Record<string, string> = { pending: 'Kuyrukta', sent: 'Gönderildi', failed: 'Gönderilemedi' };

/** The two mails an agent sends by hand, and the statuses in which each is offered. */
const SEND_BUTTONS: readonly {
  mail: 'bank' | 'confirm';
  when: readonly ReservationStatus[];
  Icon: typeof Mail;
  label: string;
}[] = [
  { mail: 'bank', when: ['pending', 'option', 'confirmed'], Icon: Landmark, label: 'Banka bilgisi gönder' },
  { mail: 'confirm', when: ['confirmed', 'completed'], Icon: Mail, label: 'Onay maili gönder' },
];

/** `kind`: the descriptor; `id`: the record's numeric id; `mode`: who is reading. */
export function ReservationDetail<Item extends ReservationRow, Detail extends ReservationRecord & Item>({
  kind,
  id,
  mode,
}: {
  kind: ReservationKind<Item, Detail>;
  id: number;
  mode: ViewerMode;
}) {
  const qc = useQueryClient();
  const q = useAdminQuery<Detail>(`${kind.api.path}/${id}`);
  useRecordCrumb(q.data?.reservation_id);
  const { update, send } = useReservationWrites<{ status: ReservationStatus; _message?: string }>(kind.api, id);
  const { text } = kind;
  const [optionOpen, setOptionOpen] = useState(false);
  const [cancelOpen, setCancelOpen] = useState(false);
  const [editOpen, setEditOpen] = useState(false);
  const [expiry, setExpiry] = useState('');
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [confirmMail, setConfirmMail] = useState(true);
  const [composeOpen, setComposeOpen] = useState(false);

  // The first admin read stamped opened_at: refresh the badge counts.
  useEffect(() => {
    if (q.isSuccess && mode === 'admin') void qc.invalidateQueries({ queryKey: ['admin', '/v1/admin/unreadcount'] });
  }, [q.isSuccess, mode, qc]);

  const back = kind.links.list(mode);
  if (q.isPending)
    return (
      <div className="space-y-4" aria-busy="true">
        <div className="h-8 w-64 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
        <div className="h-48 animate-pulse rounded-xl bg-slate-200 dark:bg-slate-800" />
        <span className="sr-only">Yükleniyor…</span>
      </div>
    );
  if (q.isError)
    return (
      <div className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200">
        <p>{q.error.message}</p>
        <Link href={back} className="mt-3 inline-block font-medium underline">
          Listeye dön
        </Link>
      </div>
    );

  const r = q.data;
  const admin = mode === 'admin';
  const move = (status: ReservationStatus, message: string, extra: Record<string, unknown> = {}) =>
    update.mutateAsync({ status, _message: message, ...extra });
  const can = (to: ReservationStatus) =>
    ({
      option: r.status === 'pending',
      confirmed: r.status === 'pending' || r.status === 'option',
      completed: r.status === 'confirmed',
      cancelled: r.status !== 'cancelled' && r.status !== 'completed',
      pending: false,
    })[to];
  const busy = update.isPending || send.isPending;
  const confirm = async () => {
    await move('confirmed', `${kind.api.noun} onaylandı.`);
    setConfirmOpen(false);
    if (confirmMail && r.guest_email) await send.mutateAsync('confirm').catch(() => undefined);
  };

  return (
    <div className="space-y-5">
      <Link
        href={back}
        className="inline-flex items-center gap-1 text-sm font-medium text-sea-700 hover:underline dark:text-sea-100"
      >
        <ArrowLeft className="size-4" aria-hidden /> {text.backLink}
      </Link>

      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="flex flex-wrap items-center gap-3 text-2xl font-bold">
            <span className="font-mono">{r.reservation_id}</span>
            <StatusBadge status={r.status} />
          </h1>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {kind.unit.name(r)} · {CHANNEL_LABEL[r.channel]} · {formatDateTime(r.created_at)}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {/* The guest's voucher: only a booking that will take place (the API answers others 409). */}
          {(r.status === 'confirmed' || r.status === 'completed') && (
            <DownloadButton
              path={`${kind.api.path}/${r.id}/voucher.pdf`}
              fallbackName={`voucher-${r.reservation_id}.pdf`}
              label="Voucher (PDF)"
            />
          )}
          {admin && (
            <Button tone="secondary" onClick={() => setEditOpen(true)}>
              <Pencil className="size-4" aria-hidden /> Düzenle
            </Button>
          )}
        </div>
      </div>

      {admin && (
        <section
          aria-label="İşlemler"
          className="flex flex-wrap gap-2 rounded-xl border border-slate-200 bg-white p-3 shadow-sm dark:border-slate-800 dark:bg-slate-900"
        >
          {can('option') && (
            <Button
              tone="secondary"
              disabled={busy}
              onClick={() => {
                setExpiry(toLocalInput(new Date(Date.now() + 24 * 3600_000)));
                setOptionOpen(true);
              }}
            >
              <Clock className="size-4" aria-hidden /> Opsiyon ver
            </Button>
          )}
          {can('confirmed') && (
            <Button
              disabled={busy}
              onClick={() => {
                setConfirmMail(Boolean(r.guest_email));
                setConfirmOpen(true);
              }}
            >
              <Check className="size-4" aria-hidden /> Onayla
            </Button>
          )}
          {can('completed') && (
            <Button tone="secondary" disabled={busy} onClick={() => move('completed', `${kind.api.noun} tamamlandı.`)}>
              <CheckCheck className="size-4" aria-hidden /> Tamamlandı
            </Button>
          )}
          {SEND_BUTTONS.filter((b) => b.when.includes(r.status)).map(({ mail, Icon, label }) => (
            <Button
              key={mail}
              tone="secondary"
              disabled={busy}
              pending={send.isPending && send.variables === mail}
              onClick={() => send.mutate(mail)}
            >
              <Icon className="size-4" aria-hidden /> {label}
            </Button>
          ))}
          <Button tone="secondary" disabled={busy} onClick={() => setComposeOpen(true)}>
            <Send className="size-4" aria-hidden /> E-posta yaz
          </Button>
          {can('cancelled') && (
            <Button tone="danger" disabled={busy} onClick={() => setCancelOpen(true)} className="sm:ml-auto">
              <Ban className="size-4" aria-hidden /> İptal et
            </Button>
          )}
          {!can('cancelled') && (
            <p className="p-2 text-sm text-slate-600 dark:text-slate-400">Bu rezervasyon kapandı; durumu değiştirilemez.</p>
          )}
        </section>
      )}

      <div className="grid grid-cols-1 gap-5 [&>*]:min-w-0 lg:grid-cols-3">
        <Card title={text.stayCard}>
          <Dl
            rows={[
              ...kind.stayRows(r),
              ...(r.status === 'option' && r.option_expires_at
                ? ([['Opsiyon bitişi', formatDateTime(r.option_expires_at)]] as DlRow[])
                : []),
              ...(admin ? (kind.adminStayRows?.(r) ?? []) : []),
            ]}
          />
        </Card>
        <Card title="Misafir">
          <Dl
            rows={[
              ['Ad soyad', r.guest_name || '–'],
              [
                'E-posta',
                r.guest_contact_hidden ? (
                  <HiddenContactNote key="mail" hidden={r.guest_contact_hidden} />
                ) : r.guest_email ? (
                  <a key="mail" className="text-sea-700 underline dark:text-sea-100" href={`mailto:${r.guest_email}`}>
                    {r.guest_email}
                  </a>
                ) : (
                  '–'
                ),
              ],
              [
                'Telefon',
                <GuestContact
                  key="tel"
                  phone={r.guest_phone}
                  name={r.guest_name}
                  code={r.reservation_id}
                  hidden={r.guest_contact_hidden}
                />,
              ],
              ['Not', r.note || '–'],
              ...(admin ? ([['İç not', r.admin_note || '–']] as DlRow[]) : []),
            ]}
          />
        </Card>
        <Card title="Fiyat">
          <PriceBreakdown r={r} lines={kind.price(r)} prepaymentPercent={kind.unit.prepaymentPercent(r)} />
        </Card>
      </div>

      <PaymentsPanel reservationsPath={kind.api.path} id={id} admin={admin} status={r.status} />

      <div className="grid grid-cols-1 gap-5 [&>*]:min-w-0 lg:grid-cols-2">
        <Card title="Durum geçmişi">
          {r.events.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">Henüz değişiklik yok.</p>
          ) : (
            <ol className="space-y-3">
              {r.events.map((e) => (
                <li key={e.id} className="border-l-2 border-brand-400 pl-3 text-sm">
                  <div className="font-medium">
                    {e.from_status && e.from_status !== e.to_status
                      ? `${STATUS_LABEL[e.from_status]} → ${STATUS_LABEL[e.to_status]}`
                      : e.from_status === null
                        ? `Oluşturuldu: ${STATUS_LABEL[e.to_status]}`
                        : STATUS_LABEL[e.to_status]}
                  </div>
                  {e.note && <div className="text-slate-700 dark:text-slate-300">{e.note}</div>}
                  <div className="text-xs text-slate-500 dark:text-slate-400">
                    {e.actor?.name ?? 'Sistem'} · {formatDateTime(e.created_at)}
                  </div>
                </li>
              ))}
            </ol>
          )}
        </Card>
        {admin && (
          <Card title="E-postalar">
            {r.mails.length === 0 ? (
              <p className="text-sm text-slate-600 dark:text-slate-400">Bu rezervasyon için e-posta yok.</p>
            ) : (
              <ul className="space-y-3">
                {r.mails.map((m) => (
                  <li key={m.id} className="text-sm">
                    <details className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
                      <summary className="cursor-pointer font-medium">
                        {m.subject}{' '}
                        <Badge tone={m.status === 'sent' ? 'green' : m.status === 'failed' ? 'red' : 'slate'}>
                          {MAIL_STATUS[m.status]}
                        </Badge>
                      </summary>
                      <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
                        {m.to} · {formatDateTime(m.created_at)}
                      </p>
                      <pre className="mt-2 whitespace-pre-wrap font-sans text-slate-700 dark:text-slate-300">{m.text}</pre>
                    </details>
                  </li>
                ))}
              </ul>
            )}
            <p className="mt-3 text-xs text-slate-500 dark:text-slate-400">
              Onay: {r.confirm_sent_at ? formatDateTime(r.confirm_sent_at) : 'gönderilmedi'} · Banka bilgisi:{' '}
              {r.bank_sent_at ? formatDateTime(r.bank_sent_at) : 'gönderilmedi'}
            </p>
          </Card>
        )}
      </div>

      <RecordHistory recordPath={`${kind.api.path}/${id}`} />

      {admin && (
        <>
          <Modal
            open={optionOpen}
            onClose={() => setOptionOpen(false)}
            title="Opsiyon ver"
            description={`${text.heldWord} bu zamana kadar misafir adına tutulur; süre dolunca opsiyon kendiliğinden iptal olur.`}
            size="sm"
            footer={
              <>
                <Button tone="secondary" onClick={() => setOptionOpen(false)}>
                  Vazgeç
                </Button>
                <Button
                  pending={update.isPending}
                  disabled={!expiry}
                  onClick={() =>
                    move('option', 'Opsiyon verildi.', { option_expires_at: new Date(expiry).toISOString() }).then(() =>
                      setOptionOpen(false),
                    )
                  }
                >
                  Opsiyon ver
                </Button>
              </>
            }
          >
            <div className="mb-3 flex flex-wrap gap-2" role="group" aria-label="Hazır süreler">
              {OPTION_PRESETS.map(([label, hours]) => (
                <Button
                  key={label}
                  tone="secondary"
                  size="sm"
                  onClick={() => setExpiry(toLocalInput(new Date(Date.now() + hours * 3600_000)))}
                >
                  {label}
                </Button>
              ))}
            </div>
            <label className="block space-y-1.5 text-sm">
              <span className="block font-medium">Opsiyon bitişi</span>
              <input
                type="datetime-local"
                value={expiry}
                min={toLocalInput(new Date())}
                onChange={(e) => setExpiry(e.target.value)}
                className={inputClass}
                aria-describedby="option-expiry-istanbul"
              />
            </label>
            <p id="option-expiry-istanbul" className="mt-2 text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
              {expiry && !Number.isNaN(new Date(expiry).getTime())
                ? `İstanbul saatiyle: ${formatDateTime(new Date(expiry).toISOString())}`
                : 'Bir bitiş zamanı seçin.'}
            </p>
          </Modal>
          <ConfirmDialog
            open={confirmOpen}
            title={`${text.accusative} onayla`}
            tone="primary"
            message={
              <div className="space-y-3">
                <p>
                  {r.reservation_id} kodlu rezervasyon onaylansın mı? {text.heldWord} misafir adına kesinleşir.
                </p>
                <label className="flex items-start gap-2">
                  <input
                    type="checkbox"
                    className="mt-1 size-4"
                    checked={confirmMail && Boolean(r.guest_email)}
                    disabled={!r.guest_email}
                    onChange={(e) => setConfirmMail(e.target.checked)}
                  />
                  <span>
                    Misafire onay e-postası gönder
                    {!r.guest_email && (
                      <span className="block text-xs text-slate-500 dark:text-slate-400">Misafirin e-posta adresi yok.</span>
                    )}
                  </span>
                </label>
              </div>
            }
            confirmLabel="Onayla"
            cancelLabel="Vazgeç"
            pending={update.isPending || send.isPending}
            onConfirm={() => void confirm().catch(() => setConfirmOpen(false))}
            onCancel={() => setConfirmOpen(false)}
          />
          <ConfirmDialog
            open={cancelOpen}
            title={`${text.accusative} iptal et`}
            message={`${r.reservation_id} kodlu rezervasyon iptal edilsin mi? ${text.heldWord} boşa çıkar ve misafire iptal e-postası gider.`}
            confirmLabel="İptal et"
            cancelLabel="Vazgeç"
            pending={update.isPending}
            onConfirm={() => move('cancelled', `${kind.api.noun} iptal edildi.`).finally(() => setCancelOpen(false))}
            onCancel={() => setCancelOpen(false)}
          />
          <ComposeMailDialog path={`${kind.api.path}/${id}`} open={composeOpen} onClose={() => setComposeOpen(false)} />
          <Modal
            open={editOpen}
            onClose={() => setEditOpen(false)}
            title={`${text.accusative} düzenle`}
            variant="panel"
            size="lg"
          >
            {editOpen && <kind.EditForm reservation={r} onDone={() => setEditOpen(false)} />}
          </Modal>
        </>
      )}
    </div>
  );
}

/** A titled block, named by its title for screen readers (a region landmark). */
function Card({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id={id} className="mb-3 text-base font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The frozen quote as stored (the kind's own lines and items when present), or just the total. */
function PriceBreakdown({
  r,
  lines,
  prepaymentPercent,
}: {
  r: ReservationRecord;
  lines: ReturnType<ReservationKind<ReservationRow, ReservationRecord>['price']>;
  prepaymentPercent: number;
}) {
  const b = r.price_breakdown ?? {};
  const prepayment =
    num(b.prepayment_kurus) ??
    (r.total_price_kurus !== null ? Math.round((r.total_price_kurus * prepaymentPercent) / 100) : null);
  const rows: DlRow[] = [...lines.before];
  rows.push([
    'Toplam',
    r.total_price_kurus === null ? 'Fiyat sorunuz' : <strong key="total">{formatKurus(r.total_price_kurus)}</strong>,
  ]);
  if (prepayment !== null) rows.push([`Ön ödeme (%${prepaymentPercent})`, formatKurus(prepayment)]);
  rows.push(...lines.after);
  return (
    <div className="space-y-3">
      <Dl rows={rows} />
      {lines.items.length > 0 && (
        <details className="text-sm">
          <summary className="cursor-pointer text-sea-700 dark:text-sea-100">{lines.itemsTitle}</summary>
          <ul className="mt-2 max-h-48 space-y-1 overflow-y-auto">
            {lines.items.map((n) => (
              <li key={n.key} className="flex justify-between gap-2">
                <span>{n.label}</span>
                <span>{n.price}</span>
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
