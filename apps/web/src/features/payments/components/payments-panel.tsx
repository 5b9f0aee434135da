'use client';
/**
 * The payments panel of a reservation's detail, villa or boat (issue 19):
 * total, paid, balance due, kapora and its due day, deposit asked and held,
 * the payment state, and the ledger's entries. ADMIN records a payment (an
 * overpayment is asked in a dialog, then recorded and flagged), takes an
 * entry back with a reason (never edits it) and sends the kapora reminder;
 * an OWNER reads.
 */
import {
  Currency,
  PAYMENT_KIND_LABEL,
  PAYMENT_METHOD_LABEL,
  PaymentKind,
  PaymentMethod,
  type PaymentCreate,
  type PaymentEntry,
  type ReservationPayments,
} from '@yali/contract';
import { Bell, Plus, RotateCcw } from '@/components/icons';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dl } from '@/components/ui/definition-list';
import { Badge, SelectField, TextField, inputClass } from '@/components/ui/form-fields';
import { FormFooter, Modal } from '@/components/ui/modal';
import { formatDate, formatKurusExact } from '@/lib/format';
import { parseLira } from '@/lib/money-input';
import { ApiClientError } from '@/lib/api.client';
import { useKaporaReminder, useRecordPayment, useReservationPayments, useReversePayment } from '../api/payments-api';
import { PaymentStateBadge } from './payment-state-badge';
import { LoadingBlock } from '@/components/ui/loading-block';

const CURRENCY_LABEL: Record<Currency, string> = { TL: 'TL (₺)', DOLLAR: 'Dolar ($)', EURO: 'Euro (€)', POUND: 'Sterlin (£)' };
const CURRENCY_SIGN: Record<Currency, string> = { TL: '₺', DOLLAR: '$', EURO: '€', POUND: '£' };

const shortDate = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

const todayIstanbul = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );

/** An entry's amount as paid: '₺3.000,00', '€250,00'. */
function asPaid(e: Pick<PaymentEntry, 'amount_minor' | 'currency'>) {
  const n = (e.amount_minor / 100).toLocaleString('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${CURRENCY_SIGN[e.currency]}${n}`;
}

export function PaymentsPanel({
  reservationsPath,
  id,
  admin,
  status,
}: {
  /** The kind's collection path ('/v1/admin/reservations', '/v1/admin/boatreservations'). */
  reservationsPath: string;
  id: number;
  admin: boolean;
  /** The reservation's status: the reminder is offered on options and confirmed ones. */
  status: string;
}) {
  const q = useReservationPayments(reservationsPath, id);
  const reminder = useKaporaReminder(reservationsPath, id);
  const [formOpen, setFormOpen] = useState(false);
  const [reversing, setReversing] = useState<PaymentEntry | null>(null);

  return (
    <section
      aria-labelledby="payments-title"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="payments-title" className="flex items-center gap-2 text-base font-semibold">
          Ödemeler {q.data && <PaymentStateBadge state={q.data.summary.state} />}
        </h2>
        {admin && q.data && (
          <div className="flex flex-wrap gap-2">
            {['option', 'confirmed'].includes(status) && q.data.summary.paid_kurus < q.data.summary.kapora_kurus && (
              <Button tone="secondary" size="sm" pending={reminder.isPending} onClick={() => reminder.mutate()}>
                <Bell className="size-4" aria-hidden /> Kapora hatırlat
              </Button>
            )}
            <Button size="sm" onClick={() => setFormOpen(true)}>
              <Plus className="size-4" aria-hidden /> Ödeme ekle
            </Button>
          </div>
        )}
      </div>
      {q.isPending && <LoadingBlock className="h-24 animate-pulse rounded bg-slate-100 dark:bg-slate-800" />}
      {q.isError && <p className="text-sm text-red-700 dark:text-red-300">{q.error.message}</p>}
      {q.data && (
        <>
          <Summary data={q.data} />
          <Entries entries={q.data.entries} admin={admin} onReverse={setReversing} />
        </>
      )}
      {admin && q.data && formOpen && (
        <PaymentForm
          reservationsPath={reservationsPath}
          id={id}
          data={q.data}
          cancelled={status === 'cancelled'}
          onClose={() => setFormOpen(false)}
        />
      )}
      {admin && reversing && <ReverseDialog entry={reversing} onClose={() => setReversing(null)} />}
    </section>
  );
}

function Summary({ data: { summary: s } }: { data: ReservationPayments }) {
  const rows: [string, string][] = [
    ['Toplam', s.total_kurus === null ? 'Fiyat sorunuz' : formatKurusExact(s.total_kurus)],
    ['Alınan', formatKurusExact(s.paid_kurus)],
    [
      'Kalan',
      s.balance_due_kurus > 0
        ? `${formatKurusExact(s.balance_due_kurus)} · vade ${formatDate(s.balance_due_on)}`
        : formatKurusExact(0),
    ],
    [
      'Kapora',
      `${formatKurusExact(s.kapora_kurus)}${
        s.paid_kurus >= s.kapora_kurus ? ' · alındı' : s.kapora_due_on ? ` · vade ${formatDate(s.kapora_due_on)}` : ''
      }`,
    ],
  ];
  if (s.deposit_kurus > 0 || s.deposit_held_kurus !== 0) {
    rows.push(['Hasar depozitosu', `${formatKurusExact(s.deposit_held_kurus)} tutuluyor / ${formatKurusExact(s.deposit_kurus)}`]);
  }
  if (s.extras_kurus !== 0) rows.push(['Ekstralar', formatKurusExact(s.extras_kurus)]);
  if (s.refunded_kurus !== 0) rows.push(['İade edilen', formatKurusExact(s.refunded_kurus)]);
  return (
    <div className="space-y-2">
      <Dl rows={rows} ddClassName="font-medium tabular-nums" />
      {s.overpayment && (
        <p className="rounded-lg bg-amber-50 p-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-200">
          Fazla ödeme: alınan tutar toplam ve depozitoyu aşıyor.
        </p>
      )}
    </div>
  );
}

function Entries({
  entries,
  admin,
  onReverse,
}: {
  entries: PaymentEntry[];
  admin: boolean;
  onReverse: (e: PaymentEntry) => void;
}) {
  if (entries.length === 0) {
    return <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">Henüz ödeme kaydı yok.</p>;
  }
  return (
    <div className="mt-3 overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Ödeme kayıtları</caption>
        <thead className="text-xs text-slate-500 dark:text-slate-400">
          <tr>
            <th scope="col" className="py-1 pr-2 font-medium">
              Tarih
            </th>
            <th scope="col" className="py-1 pr-2 font-medium">
              Tür
            </th>
            <th scope="col" className="py-1 pr-2 text-right font-medium">
              Tutar
            </th>
            <th scope="col" className="hidden py-1 pr-2 font-medium sm:table-cell">
              Yöntem / referans
            </th>
            {admin && (
              <th scope="col" className="py-1 font-medium">
                <span className="sr-only">İşlem</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => {
            const reversed = e.reversed_by_id !== null;
            return (
              <tr key={e.id} className="border-t border-slate-100 align-top dark:border-slate-800">
                <td className="py-1.5 pr-2 whitespace-nowrap">{shortDate.format(new Date(`${e.paid_on}T00:00:00Z`))}</td>
                <td className="py-1.5 pr-2">
                  <span className={reversed ? 'line-through' : undefined}>{PAYMENT_KIND_LABEL[e.kind]}</span>
                  {e.reverses_id !== null && <Badge tone="slate">Düzeltme</Badge>}
                  {reversed && <Badge tone="slate">Geri alındı</Badge>}
                  {e.overpayment && <Badge tone="gold">Fazla ödeme</Badge>}
                  {e.note && <div className="text-xs text-slate-500 dark:text-slate-400">{e.note}</div>}
                  <div className="text-xs text-slate-500 sm:hidden dark:text-slate-400">
                    {PAYMENT_METHOD_LABEL[e.method]}
                    {e.reference && ` · ${e.reference}`}
                  </div>
                </td>
                <td
                  className={`py-1.5 pr-2 text-right tabular-nums whitespace-nowrap ${e.amount_kurus < 0 ? 'text-red-700 dark:text-red-300' : ''}`}
                >
                  {formatKurusExact(e.amount_kurus)}
                  {e.currency !== 'TL' && (
                    <div className="text-xs text-slate-500 dark:text-slate-400">
                      {asPaid(e)} × {e.exchange_rate.replace('.', ',')}
                    </div>
                  )}
                </td>
                <td className="hidden py-1.5 pr-2 sm:table-cell">
                  {PAYMENT_METHOD_LABEL[e.method]}
                  {e.reference && <div className="text-xs text-slate-500 dark:text-slate-400">{e.reference}</div>}
                  <div className="text-xs text-slate-500 dark:text-slate-400">{e.recorded_by?.name ?? 'Sistem'}</div>
                </td>
                {admin && (
                  <td className="py-1.5 text-right">
                    {!reversed && e.reverses_id === null && (
                      <Button
                        tone="secondary"
                        size="sm"
                        onClick={() => onReverse(e)}
                        aria-label={`${PAYMENT_KIND_LABEL[e.kind]} kaydını geri al`}
                      >
                        <RotateCcw className="size-4" aria-hidden /> Geri al
                      </Button>
                    )}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** The kind an admin most likely records next, and its amount in TL. */
function suggestion(s: ReservationPayments['summary'], cancelled: boolean): { kind: PaymentKind; kurus: number } {
  if (cancelled) return { kind: 'refund', kurus: Math.max(0, s.paid_kurus) };
  if (s.paid_kurus < s.kapora_kurus) return { kind: 'kapora', kurus: s.kapora_kurus - s.paid_kurus };
  if (s.balance_due_kurus > 0) return { kind: 'balance', kurus: s.balance_due_kurus };
  if (s.deposit_held_kurus < s.deposit_kurus) return { kind: 'deposit_taken', kurus: s.deposit_kurus - s.deposit_held_kurus };
  if (s.deposit_held_kurus > 0) return { kind: 'deposit_returned', kurus: s.deposit_held_kurus };
  return { kind: 'extra', kurus: 0 };
}

const kurusText = (k: number) =>
  k > 0 ? (k / 100).toLocaleString('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }) : '';

function PaymentForm({
  reservationsPath,
  id,
  data,
  cancelled,
  onClose,
}: {
  reservationsPath: string;
  id: number;
  data: ReservationPayments;
  cancelled: boolean;
  onClose: () => void;
}) {
  const formId = useId();
  const first = suggestion(data.summary, cancelled);
  const [kind, setKind] = useState<PaymentKind>(first.kind);
  const [amount, setAmount] = useState(kurusText(first.kurus));
  const [currency, setCurrency] = useState<Currency>('TL');
  const [rate, setRate] = useState('');
  const [method, setMethod] = useState<PaymentMethod>('bank_transfer');
  const [paidOn, setPaidOn] = useState(todayIstanbul());
  const [reference, setReference] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [overpayment, setOverpayment] = useState<string | null>(null);
  const record = useRecordPayment(reservationsPath, id);

  const body = (): PaymentCreate | null => {
    const minor = parseLira(amount);
    if (minor === null || minor <= 0) {
      setError('Tutarı yazın (ör. 3000 veya 3.000,50).');
      return null;
    }
    setError(null);
    return {
      kind,
      amount_minor: minor,
      currency,
      ...(currency !== 'TL' && rate.trim() ? { exchange_rate: rate.trim() } : {}),
      method,
      paid_on: paidOn,
      reference,
      note,
    };
  };
  const submit = (b: PaymentCreate) =>
    record.mutate(b, {
      onSuccess: onClose,
      onError: (err) => {
        if (err instanceof ApiClientError && err.code === 'OVERPAYMENT') setOverpayment(err.message);
      },
    });
  const onSubmit = (ev: FormEvent) => {
    ev.preventDefault();
    const b = body();
    if (b) submit(b);
  };

  return (
    <>
      <Modal
        open={!overpayment}
        onClose={onClose}
        title="Ödeme ekle"
        description="Kayıtlar değiştirilmez; yanlış bir kayıt 'Geri al' ile ters kayıtla düzeltilir."
        size="md"
        footer={<FormFooter formId={formId} pending={record.isPending} onCancel={onClose} />}
      >
        <form id={formId} noValidate onSubmit={onSubmit} className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <SelectField
            label="Tür"
            value={kind}
            onChange={(e) => setKind(e.target.value as PaymentKind)}
            options={PaymentKind.options.map((k) => ({ value: k, label: PAYMENT_KIND_LABEL[k] }))}
          />
          <SelectField
            label="Yöntem"
            value={method}
            onChange={(e) => setMethod(e.target.value as PaymentMethod)}
            options={PaymentMethod.options.map((m) => ({ value: m, label: PAYMENT_METHOD_LABEL[m] }))}
          />
          <TextField
            label={`Tutar (${CURRENCY_SIGN[currency]})`}
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            error={error ?? undefined}
            required
          />
          <SelectField
            label="Para birimi"
            value={currency}
            onChange={(e) => setCurrency(e.target.value as Currency)}
            options={Currency.options.map((c) => ({ value: c, label: CURRENCY_LABEL[c] }))}
          />
          {currency !== 'TL' && (
            <TextField
              label="Kur (1 birim kaç TL)"
              inputMode="decimal"
              value={rate}
              onChange={(e) => setRate(e.target.value)}
              hint="Boş bırakılırsa ayarlardaki bugünkü kur kullanılır."
            />
          )}
          <TextField
            label="Ödeme tarihi"
            type="date"
            value={paidOn}
            max={todayIstanbul()}
            onChange={(e) => setPaidOn(e.target.value)}
          />
          <TextField
            label="Dekont / referans no"
            value={reference}
            onChange={(e) => setReference(e.target.value)}
            maxLength={120}
          />
          <label className="space-y-1.5 text-sm sm:col-span-2">
            <span className="block font-medium">{kind === 'deposit_returned' ? 'Açıklama (kesinti nedeni)' : 'Açıklama'}</span>
            <textarea rows={2} className={inputClass} value={note} onChange={(e) => setNote(e.target.value)} maxLength={500} />
          </label>
        </form>
      </Modal>
      <ConfirmDialog
        open={overpayment !== null}
        title="Fazla ödeme"
        message={overpayment ?? ''}
        confirmLabel="Yine de kaydet"
        cancelLabel="Vazgeç"
        tone="primary"
        pending={record.isPending}
        onConfirm={() => {
          const b = body();
          if (b) submit({ ...b, confirm_overpayment: true });
        }}
        onCancel={() => setOverpayment(null)}
      />
    </>
  );
}

function ReverseDialog({ entry, onClose }: { entry: PaymentEntry; onClose: () => void }) {
  const [note, setNote] = useState('');
  const reverse = useReversePayment();
  const valid = note.trim().length >= 3;
  return (
    <Modal
      open
      onClose={onClose}
      title="Ödeme kaydını geri al"
      description={`${PAYMENT_KIND_LABEL[entry.kind]} · ${formatKurusExact(entry.amount_kurus)} · ${formatDate(entry.paid_on)} — kayıt silinmez; karşılığında ters bir kayıt eklenir.`}
      size="sm"
      footer={
        <>
          <Button tone="secondary" onClick={onClose}>
            Vazgeç
          </Button>
          <Button
            tone="danger"
            disabled={!valid}
            pending={reverse.isPending}
            onClick={() => reverse.mutate({ id: entry.id, note: note.trim() }, { onSuccess: onClose })}
          >
            Geri al
          </Button>
        </>
      }
    >
      <TextField label="Geri alma nedeni" value={note} onChange={(e) => setNote(e.target.value)} maxLength={500} required />
    </Modal>
  );
}
