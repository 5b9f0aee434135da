'use client';
/**
 * `/dashboard/settings/exchange` (SPEC §2, §3 "Exchange data"): the dollar,
 * euro and sterling rates (TL per unit) the site converts prices with, saved
 * by hand or fetched from the Central Bank's daily bulletin (forex selling).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { exchangeEditBody, type ExchangeEditBody, type TcmbUpdateContent } from '@yali/contract';
import { Landmark } from '@/components/icons';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-fields';
import { useExchange, useSaveExchange, useTcmbUpdate } from '../api/settings';
import { ScreenHeader } from '@/components/ui/screen-header';

const FIELDS = [
  { key: 'dollar_exchange_rate', label: 'Dolar (USD) kuru' },
  { key: 'euro_exchange_rate', label: 'Euro (EUR) kuru' },
  { key: 'sterling_exchange_rate', label: 'Sterlin (GBP) kuru' },
] as const;

type Values = { dollar_exchange_rate: string; euro_exchange_rate: string; sterling_exchange_rate: string };

export function ExchangeSettings() {
  const query = useExchange();
  const save = useSaveExchange();
  const [tcmb, setTcmb] = useState<TcmbUpdateContent | null>(null);
  const [tcmbError, setTcmbError] = useState<string | null>(null);
  const update = useTcmbUpdate((r) => {
    setTcmb(r);
    setTcmbError(null);
  });
  const form = useForm<Values, unknown, ExchangeEditBody>({
    resolver: zodResolver(exchangeEditBody) as never,
    defaultValues: { dollar_exchange_rate: '', euro_exchange_rate: '', sterling_exchange_rate: '' },
  });

  useEffect(() => {
    if (!query.data) return;
    const v = Object.fromEntries(query.data.currency.map((e) => [e.key, e.value])) as Values;
    form.reset(v);
  }, [query.data, form]);

  const errors = form.formState.errors;
  return (
    <div className="max-w-2xl space-y-6">
      <ScreenHeader
        title="Döviz Kurları"
        lead="Sitede fiyatlar bu kurlarla dolar, euro ve sterline çevrilir (1 birim için Türk lirası)."
      />
      <form
        noValidate
        onSubmit={form.handleSubmit((body) => save.mutate(body as unknown as Record<string, string>))}
        className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
      >
        <div className="grid gap-4 sm:grid-cols-3">
          {FIELDS.map((f) => (
            <TextField
              key={f.key}
              label={f.label}
              inputMode="decimal"
              required
              hint="Örn. 42,35"
              error={errors[f.key]?.message}
              disabled={query.isPending}
              {...form.register(f.key)}
            />
          ))}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" pending={save.isPending}>
            Kaydet
          </Button>
          <Button
            tone="secondary"
            pending={update.isPending}
            onClick={() => {
              setTcmb(null);
              update.mutate(undefined, { onError: (e) => setTcmbError(e.message) });
            }}
          >
            <Landmark className="size-4" aria-hidden /> Merkez Bankası’ndan güncelle
          </Button>
        </div>
        <div aria-live="polite">
          {tcmb && (
            <p className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100">
              {tcmb.date} tarihli TCMB bülteni (döviz satış): {tcmb.currency.map((c) => c.value).join(' / ')} TL.
            </p>
          )}
          {tcmbError && (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-100">
              {tcmbError}
            </p>
          )}
        </div>
      </form>
    </div>
  );
}
