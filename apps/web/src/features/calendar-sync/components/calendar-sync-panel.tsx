'use client';
/**
 * Calendar sync of one villa (issue 8), for the villa's calendar tab:
 * the villa's own export address (copy, renew), the channel feeds it imports
 * (add, edit, pause, delete, last state), and the preview → sync flow of
 * SPEC §4: the preview lists per feed the ranges to add and remove, the
 * conflicts and the feed errors; "Senkronize et" applies exactly that, and a
 * change in between answers 409 with a new preview, shown here. "Şimdi
 * senkronize et" (issue 24) syncs at once as the scheduled run does; a new
 * feed is synced as soon as it is added, and its address is checked with the
 * same rule and words as the server's (`feedUrl`).
 */
import { type CalendarSyncState, feedUrl, type IcalFeed, type SyncNowResult, type VillaChangeSet } from '@yali/contract';
import { AlertTriangle, Copy, RefreshCw } from '@/components/icons';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Badge, Switch, TextField } from '@/components/ui/form-fields';
import { useAdminMutation } from '@/components/ui/use-admin-mutation';
import { useAdminQuery } from '@/features/dashboard/api/admin-fetch';
import { ApiClientError, apiFetch } from '@/lib/api.client';
import { formatDate, formatDateTime } from '@/lib/format';
import { readSession } from '@/lib/session';

const range = (r: { started_at: string; finished_at: string }) => `${formatDate(r.started_at)} – ${formatDate(r.finished_at)}`;

export function CalendarSyncPanel({ villaId }: { villaId: number }) {
  const statePath = `/v1/admin/villas/${villaId}/calendar-sync`;
  const state = useAdminQuery<CalendarSyncState>(statePath);
  const [preview, setPreview] = useState<VillaChangeSet | null>(null);
  const [busy, setBusy] = useState<'preview' | 'sync' | 'now' | null>(null);
  const [urlError, setUrlError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<IcalFeed | null>(null);
  const [renewing, setRenewing] = useState(false);
  const [form, setForm] = useState({ name: '', url: '' });
  const invalidate = [statePath];

  const addFeed = useAdminMutation({
    request: (body: { name: string; url: string }) => ({
      method: 'POST',
      path: '/v1/admin/villas/feeds',
      body: { villa_id: villaId, ...body },
    }),
    success: (feed: IcalFeed) =>
      feed.last_error
        ? `Takvim bağlantısı eklendi; ilk senkronizasyon: ${feed.last_error}`
        : 'Takvim bağlantısı eklendi ve senkronize edildi.',
    invalidate,
    onSuccess: () => setForm({ name: '', url: '' }),
  });
  const toggleFeed = useAdminMutation({
    request: (f: IcalFeed) => ({
      method: 'PUT',
      path: `/v1/admin/villas/feeds/${f.id}`,
      body: { name: f.name, url: f.url, active: !f.active },
    }),
    success: (_r, f) => (f.active ? 'Takvim bağlantısı durduruldu.' : 'Takvim bağlantısı etkinleştirildi.'),
    invalidate,
  });
  const deleteFeed = useAdminMutation({
    request: (id: number) => ({ method: 'DELETE', path: `/v1/admin/villas/feeds/${id}` }),
    success: 'Takvim bağlantısı ve ondan gelen tarihler silindi.',
    invalidate,
    onSuccess: () => setDeleting(null),
  });
  const renew = useAdminMutation({
    request: () => ({ method: 'POST', path: `/v1/admin/villas/${villaId}/ical-token`, body: {} }),
    success: 'Dışa aktarma adresi yenilendi. Kanallardaki eski adresi güncelleyin.',
    invalidate,
    onSuccess: () => setRenewing(false),
  });

  const token = () => readSession(window.localStorage)?.token;

  async function runPreview() {
    setBusy('preview');
    try {
      setPreview(
        await apiFetch<VillaChangeSet>('/v1/admin/villas/date/sync/preview', {
          method: 'POST',
          token: token(),
          body: JSON.stringify({ villa_id: villaId }),
        }),
      );
    } catch (err) {
      toast.error((err as Error).message);
    } finally {
      setBusy(null);
    }
  }

  async function syncNow() {
    setBusy('now');
    try {
      const r = await apiFetch<SyncNowResult>(`/v1/admin/villas/${villaId}/calendar-sync/now`, {
        method: 'POST',
        token: token(),
        body: JSON.stringify({}),
      });
      const failed = r.feeds.filter((f) => f.active && f.last_error);
      const text = `Senkronize edildi: ${r.added} eklendi, ${r.removed} kaldırıldı${r.conflicts ? `, ${r.conflicts} çakışma işaretlendi` : ''}.`;
      if (failed.length) toast.error(`${text} Hata: ${failed.map((f) => `${f.name}: ${f.last_error}`).join('; ')}`);
      else toast.success(text);
      setPreview(null);
      await state.refetch();
    } catch (err) {
      toast.error((err as Error).message);
    } finally {
      setBusy(null);
    }
  }

  async function runSync() {
    if (!preview) return;
    setBusy('sync');
    try {
      const r = await apiFetch<{ added: number; removed: number; conflicts: number }>('/v1/admin/villas/date/sync', {
        method: 'POST',
        token: token(),
        body: JSON.stringify({ villa_id: villaId, token: preview.token }),
      });
      toast.success(
        `Senkronize edildi: ${r.added} eklendi, ${r.removed} kaldırıldı${r.conflicts ? `, ${r.conflicts} çakışma işaretlendi` : ''}.`,
      );
      setPreview(null);
      await state.refetch();
    } catch (err) {
      toast.error((err as Error).message);
      // The calendars changed since the preview: show the new one instead of applying blindly.
      if (err instanceof ApiClientError && err.status === 409) await runPreview();
    } finally {
      setBusy(null);
    }
  }

  const exportUrl = state.data ? `${typeof window === 'undefined' ? '' : window.location.origin}${state.data.export_url}` : '';
  const pending = preview?.feeds.reduce((n, f) => n + f.add.length + f.remove.length, 0) ?? 0;

  return (
    <section
      aria-labelledby="takvim-senk"
      className="space-y-5 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <div>
        <h2 id="takvim-senk" className="text-lg font-semibold">
          Takvim senkronizasyonu
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Airbnb, Booking.com, VRBO ve Google Takvim bağlantılarındaki dolu tarihler bu villaya kapalı tarih olarak aktarılır; bu
          villanın rezervasyonları da aşağıdaki adresten kanallara verilir.
        </p>
      </div>

      {state.isPending && <div className="h-24 animate-pulse rounded-lg bg-slate-100 dark:bg-slate-800" />}
      {state.isError && <p className="text-red-600 dark:text-red-400">{state.error.message}</p>}

      {state.data && (
        <>
          <div className="space-y-2">
            <label htmlFor="ical-export" className="block text-sm font-medium">
              Dışa aktarma adresi (kanallara verin)
            </label>
            <div className="flex flex-wrap gap-2">
              <input
                id="ical-export"
                readOnly
                value={exportUrl}
                className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-xs dark:border-slate-700 dark:bg-slate-800"
              />
              <Button
                tone="secondary"
                onClick={async () => {
                  await navigator.clipboard.writeText(exportUrl).then(
                    () => toast.success('Adres kopyalandı.'),
                    () => toast.error('Kopyalanamadı; adresi elle seçip kopyalayın.'),
                  );
                }}
              >
                <Copy className="size-4" aria-hidden /> Kopyala
              </Button>
              <Button tone="ghost" onClick={() => setRenewing(true)}>
                <RefreshCw className="size-4" aria-hidden /> Adresi yenile
              </Button>
            </div>
          </div>

          <div className="overflow-x-auto">
            <table className="min-w-full text-sm">
              <caption className="sr-only">İçe aktarılan takvimler</caption>
              <thead className="text-left text-xs uppercase tracking-wide text-slate-600 dark:text-slate-300">
                <tr>
                  <th scope="col" className="py-2 pr-4">
                    Takvim
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Durum
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Son başarılı
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Etkinlik
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    <span className="sr-only">İşlemler</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
                {state.data.feeds.length === 0 && (
                  <tr>
                    <td colSpan={5} className="py-6 text-center text-slate-600 dark:text-slate-400">
                      Henüz takvim bağlantısı yok.
                    </td>
                  </tr>
                )}
                {state.data.feeds.map((f) => (
                  <tr key={f.id}>
                    <td className="max-w-xs py-2 pr-4">
                      <div className="font-medium">{f.name}</div>
                      <div className="truncate text-xs text-slate-500 dark:text-slate-400" title={f.url}>
                        {f.url}
                      </div>
                      {f.last_error && (
                        <p className="mt-1 flex items-start gap-1 text-xs text-red-700 dark:text-red-300">
                          <AlertTriangle className="mt-0.5 size-3.5 shrink-0" aria-hidden /> {f.last_error}
                        </p>
                      )}
                    </td>
                    <td className="py-2 pr-4">
                      <Switch
                        checked={f.active}
                        onChange={() => toggleFeed.mutate(f)}
                        label={`${f.name} etkin`}
                        onText="Etkin"
                        offText="Durduruldu"
                      />
                    </td>
                    <td className="whitespace-nowrap py-2 pr-4">{formatDateTime(f.last_success_at)}</td>
                    <td className="py-2 pr-4">{f.events_seen}</td>
                    <td className="py-2 pr-4 text-right">
                      <Button tone="danger" size="sm" onClick={() => setDeleting(f)}>
                        Sil
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>

          <form
            className="grid gap-3 sm:grid-cols-[1fr_2fr_auto] sm:items-end"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              const url = feedUrl.safeParse(form.url);
              setUrlError(url.success ? null : (url.error.issues[0]?.message ?? null));
              if (url.success) addFeed.mutate(form);
            }}
          >
            <TextField
              label="Takvim adı"
              placeholder="Airbnb"
              value={form.name}
              onChange={(e) => setForm({ ...form, name: e.target.value })}
              required
            />
            <TextField
              label="iCal adresi"
              placeholder="https://…/calendar.ics"
              type="url"
              value={form.url}
              onChange={(e) => setForm({ ...form, url: e.target.value })}
              error={urlError ?? undefined}
              required
            />
            <Button type="submit" pending={addFeed.isPending}>
              Takvim ekle
            </Button>
          </form>

          <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-4 dark:border-slate-800">
            <Button
              onClick={syncNow}
              pending={busy === 'now'}
              disabled={busy !== null || !state.data.feeds.some((f) => f.active)}
            >
              <RefreshCw className="size-4" aria-hidden /> Şimdi senkronize et
            </Button>
            <Button tone="secondary" onClick={runPreview} pending={busy === 'preview'} disabled={state.data.feeds.length === 0}>
              Önizle
            </Button>
            {preview && (
              <Button
                onClick={runSync}
                pending={busy === 'sync'}
                disabled={pending === 0 && preview.feeds.every((f) => !f.error)}
              >
                Senkronize et
              </Button>
            )}
          </div>

          {preview && <PreviewView preview={preview} />}
        </>
      )}

      <ConfirmDialog
        open={deleting !== null}
        title="Takvim bağlantısı silinsin mi?"
        message={`“${deleting?.name ?? ''}” bağlantısı ve ondan aktarılan kapalı tarihler silinecek.`}
        confirmLabel="Sil"
        pending={deleteFeed.isPending}
        onConfirm={() => deleting && deleteFeed.mutate(deleting.id)}
        onCancel={() => setDeleting(null)}
      />
      <ConfirmDialog
        open={renewing}
        title="Dışa aktarma adresi yenilensin mi?"
        message="Eski adres çalışmayı bırakır; kanallardaki adresi yenisiyle değiştirmeniz gerekir."
        confirmLabel="Yenile"
        pending={renew.isPending}
        onConfirm={() => renew.mutate(undefined)}
        onCancel={() => setRenewing(false)}
      />
    </section>
  );
}

function PreviewView({ preview }: { preview: VillaChangeSet }) {
  return (
    <div className="space-y-3" aria-live="polite">
      <h3 className="font-semibold">Önizleme</h3>
      {preview.feeds.map((f) => (
        <div key={f.feed_id} className="rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-medium">{f.name}</span>
            {f.error ? (
              <Badge tone="red">Hata</Badge>
            ) : (
              <>
                <Badge tone="green">{f.add.length} eklenecek</Badge>
                <Badge tone="slate">{f.remove.length} kaldırılacak</Badge>
                {f.conflicts.length > 0 && <Badge tone="gold">{f.conflicts.length} çakışma</Badge>}
                <span className="text-xs text-slate-500 dark:text-slate-400">{f.unchanged} değişmeyen</span>
              </>
            )}
          </div>
          {f.error && <p className="mt-2 text-red-700 dark:text-red-300">{f.error}</p>}
          <ul className="mt-2 space-y-1">
            {f.add.map((a) => (
              <li key={`a-${a.uid}`} className="text-emerald-800 dark:text-emerald-300">
                + {range(a)} {a.summary && <span className="text-slate-500 dark:text-slate-400">({a.summary})</span>}
              </li>
            ))}
            {f.remove.map((r) => (
              <li key={`r-${r.id}`} className="text-slate-600 line-through dark:text-slate-400">
                − {range(r)}
              </li>
            ))}
            {f.conflicts.map((c) => (
              <li key={`c-${c.uid}`} className="text-amber-800 dark:text-amber-300">
                ! {range(c)} — {c.with.label} ({range(c.with)}) ile çakışıyor; aktarılmayacak, kontrol edin.
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
