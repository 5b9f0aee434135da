'use client';
/**
 * "Sezonları sonraki yıla kopyala" on a villa's prices tab (issue 24): a
 * dialog with the source year (years in which a period starts), the target
 * year (the next one by default), a percent change and "replace existing";
 * "Önizle" lists the new periods with old → new prices and the periods of
 * the target year they would meet; "Kopyala" writes them. Overlaps without
 * "replace" are refused by the server (409) and nothing is written.
 */
import { COPY_YEAR_PERCENT, type CopyPriceYearBody, type PricePeriod } from '@yali/contract';
import { useState } from 'react';
import { Copy, Eye } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form-fields';
import { Modal } from '@/components/ui/modal';
import { periodText } from '@/features/unit-editor/price-periods';
import { errorMessage } from '@/features/unit-editor/admin-write';
import { useCopyYear } from '../api/price-tools-api';
import { ChangeTable, ProblemList } from './change-table';
import { MissingPriceWarning } from './missing-prices';

/** The line above a villa's price periods: the missing-price warning and the copy button. */
export function VillaPriceTools({ villaId, periods }: { villaId: number; periods: readonly PricePeriod[] }) {
  const [open, setOpen] = useState(false);
  const years = [...new Set(periods.map((p) => Number(p.start_date.slice(0, 4))))].sort((a, b) => a - b);
  return (
    <div className="space-y-3">
      <MissingPriceWarning villaId={villaId} />
      {years.length > 0 && (
        <div className="flex justify-end">
          <Button tone="secondary" onClick={() => setOpen(true)}>
            <Copy className="size-4" aria-hidden /> Sezonları sonraki yıla kopyala
          </Button>
        </div>
      )}
      {open && <CopyYearDialog villaId={villaId} years={years} onClose={() => setOpen(false)} />}
    </div>
  );
}

function CopyYearDialog({ villaId, years, onClose }: { villaId: number; years: number[]; onClose: () => void }) {
  const thisYear = new Date().getFullYear();
  const [fromYear, setFromYear] = useState(years.includes(thisYear) ? thisYear : (years[years.length - 1] as number));
  const [toYear, setToYear] = useState(String(fromYear + 1));
  const [percent, setPercent] = useState('0');
  const [replace, setReplace] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [shown, setShown] = useState<string | null>(null);
  const preview = useCopyYear(villaId, true);
  const copy = useCopyYear(villaId, false, onClose);

  const pct = Number(percent.replace(',', '.'));
  const target = Number(toYear);
  const invalid =
    !Number.isFinite(pct) || pct < COPY_YEAR_PERCENT.min || pct > COPY_YEAR_PERCENT.max
      ? `Yüzde %${COPY_YEAR_PERCENT.min} ile %${COPY_YEAR_PERCENT.max} arasında olmalı.`
      : !Number.isInteger(target) || target <= fromYear
        ? 'Hedef yıl kaynak yıldan sonra olmalı.'
        : null;
  const body: CopyPriceYearBody = { from_year: fromYear, to_year: target, percent: pct, replace };
  const key = JSON.stringify(body);
  const current = preview.data && shown === key ? preview.data : null;
  const run = (which: 'preview' | 'copy') => {
    setError(null);
    if (invalid) return setError(invalid);
    const m = which === 'preview' ? preview : copy;
    if (which === 'preview') setShown(key);
    m.mutate(body, { onError: (err) => setError(errorMessage(err)) });
  };

  return (
    <Modal
      open
      onClose={onClose}
      size="lg"
      title="Sezonları başka yıla kopyala"
      description="Kaynak yılda başlayan fiyat dönemleri aynı gün ve aya kopyalanır; en az gece ve giriş günleri korunur."
      footer={
        <>
          <Button tone="secondary" onClick={onClose}>
            Vazgeç
          </Button>
          <Button tone="secondary" onClick={() => run('preview')} pending={preview.isPending}>
            <Eye className="size-4" aria-hidden /> Önizle
          </Button>
          <Button onClick={() => run('copy')} pending={copy.isPending} disabled={!current || current.problems.length > 0}>
            <Copy className="size-4" aria-hidden /> Kopyala
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        {error && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
            {error}
          </p>
        )}
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <SelectField
            label="Kaynak yıl"
            value={fromYear}
            onChange={(e) => {
              const y = Number(e.target.value);
              setFromYear(y);
              setToYear(String(y + 1));
            }}
            options={years.map((y) => ({ value: y, label: String(y) }))}
          />
          <TextField label="Hedef yıl" type="number" value={toYear} onChange={(e) => setToYear(e.target.value)} />
          <TextField
            label="Fiyat değişikliği (%)"
            hint="Tam TL’ye yuvarlanır; 0 fiyatı aynen kopyalar."
            inputMode="decimal"
            value={percent}
            onChange={(e) => setPercent(e.target.value)}
          />
        </div>
        <label className="inline-flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-sea-700"
            checked={replace}
            onChange={(e) => setReplace(e.target.checked)}
          />
          Var olan dönemlerin yerine yaz (çakışan günler silinir)
        </label>
        {current && (
          <div className="space-y-3">
            <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
              {current.rows.length} dönem {current.to_year} yılına kopyalanacak. Henüz hiçbir şey kaydedilmedi.
            </p>
            <ProblemList problems={current.problems} />
            {current.conflicts.length > 0 && (
              <p className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100">
                {current.to_year} yılında çakışan dönemler: {current.conflicts.map((c) => periodText(c)).join(', ')}.{' '}
                {replace
                  ? 'Bu dönemlerin çakışan günleri silinecek.'
                  : 'Kopyalamak için “Var olan dönemlerin yerine yaz”ı işaretleyin.'}
              </p>
            )}
            <ChangeTable caption="Kopyalanacak dönemler" groups={[{ key: villaId, rows: current.rows }]} />
          </div>
        )}
      </div>
    </Modal>
  );
}
