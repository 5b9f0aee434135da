'use client';
/**
 * Records a payout to the owner (date, amount, IBAN / receipt reference,
 * note) or an expense charged to them (date, villa, amount, description) in
 * a side panel. Amounts are typed in TL (`1.250,50`) and sent in kuruş; the
 * date defaults to the last day of the month on screen, so the entry lands
 * on that month's statement.
 */
import { useEffect, useState } from 'react';
import { SelectField, TextField } from '@/components/ui/form-fields';
import { FormFooter, Modal } from '@/components/ui/modal';
import { useAddExpense, useAddPayout } from '../api/owner-statements';
import { useOwnerVillas } from '../api/owner-villas';
import { parseLira } from '@/lib/money-input';

/** The last day of 'YYYY-MM', or today if that is earlier (a payout is not made in the future). */
function defaultDay(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
  return last < today ? last : today;
}

type Fields = { date: string; amount: string; text: string; extra: string; villa: string };
type Errors = Partial<Record<keyof Fields, string>>;

export function LedgerEntryForm({
  kind,
  ownerId,
  month,
  onClose,
}: {
  kind: 'payout' | 'expense' | null;
  ownerId: number;
  month: string;
  onClose: () => void;
}) {
  const payout = useAddPayout(onClose);
  const expense = useAddExpense(onClose);
  const villas = useOwnerVillas(ownerId, kind === 'expense');
  const [f, setF] = useState<Fields>({ date: '', amount: '', text: '', extra: '', villa: '' });
  const [errors, setErrors] = useState<Errors>({});

  useEffect(() => {
    if (kind) {
      setF({ date: defaultDay(month), amount: '', text: '', extra: '', villa: '' });
      setErrors({});
    }
  }, [kind, month]);

  const set = (k: keyof Fields) => (e: { target: { value: string } }) => setF((prev) => ({ ...prev, [k]: e.target.value }));
  const isPayout = kind === 'payout';

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const amount = parseLira(f.amount);
    const next: Errors = {};
    if (!/^\d{4}-\d{2}-\d{2}$/.test(f.date)) next.date = 'Tarih seçin.';
    if (amount === null || amount <= 0) next.amount = 'Tutarı TL olarak girin (ör. 1.250,50).';
    if (!isPayout && !f.text.trim()) next.text = 'Açıklama zorunludur.';
    setErrors(next);
    if (Object.keys(next).length > 0 || amount === null) return;
    if (isPayout) {
      payout.mutate({
        owner_id: ownerId,
        paid_on: f.date,
        amount_kurus: amount,
        iban_reference: f.text.trim(),
        note: f.extra.trim(),
      });
    } else {
      expense.mutate({
        owner_id: ownerId,
        spent_on: f.date,
        amount_kurus: amount,
        description: f.text.trim(),
        villa_id: f.villa ? Number(f.villa) : null,
      });
    }
  };

  return (
    <Modal
      open={kind !== null}
      onClose={onClose}
      variant="panel"
      title={isPayout ? 'Ev sahibine ödeme kaydet' : 'Ev sahibine gider yansıt'}
      description={
        isPayout
          ? 'Havale/EFT ile yapılan ödeme, tarihinden sonra kapatılan ilk hesap dökümünde yer alır.'
          : 'Temizlik, bakım, onarım gibi ev sahibi adına yapılan harcamalar.'
      }
      footer={<FormFooter formId="ledger-entry-form" pending={payout.isPending || expense.isPending} onCancel={onClose} />}
    >
      <form id="ledger-entry-form" noValidate onSubmit={submit} className="space-y-4">
        <TextField label="Tarih" type="date" required value={f.date} onChange={set('date')} error={errors.date} />
        <TextField
          label="Tutar (TL)"
          inputMode="decimal"
          required
          placeholder="ör. 1.250,50"
          value={f.amount}
          onChange={set('amount')}
          error={errors.amount}
        />
        {isPayout ? (
          <>
            <TextField label="IBAN / dekont referansı" maxLength={120} value={f.text} onChange={set('text')} />
            <TextField label="Not" maxLength={500} value={f.extra} onChange={set('extra')} />
          </>
        ) : (
          <>
            <SelectField
              label="Villa"
              value={f.villa}
              onChange={set('villa')}
              placeholder="Villa seçilmedi (genel gider)"
              options={(villas.data ?? []).map((v) => ({ value: v.id, label: v.name }))}
            />
            <TextField label="Açıklama" required maxLength={500} value={f.text} onChange={set('text')} error={errors.text} />
          </>
        )}
      </form>
    </Modal>
  );
}
