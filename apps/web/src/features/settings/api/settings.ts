'use client';
/** Reads and writes of the settings screens (SPEC §7 `/getexchange`, `/exchange/edit`, `/{site|contact|social}/edit`). */
import type { ExchangeContent, SettingEntry, SettingsSection, TcmbUpdateContent } from '@yali/contract';
import { useAdminMutation } from '@/components/ui/use-admin-mutation';
import { useAdminQuery } from '@/features/dashboard/api/admin-fetch';

export const EXCHANGE = '/v1/admin/getexchange';
const sectionPath = (s: SettingsSection) => `/v1/admin/settings/${s}`;

export const useExchange = () => useAdminQuery<ExchangeContent>(EXCHANGE);

export function useSaveExchange() {
  return useAdminMutation<Record<string, string>, ExchangeContent>({
    request: (body) => ({ method: 'PUT', path: '/v1/admin/exchange/edit', body }),
    success: 'Döviz kurları kaydedildi.',
    invalidate: [EXCHANGE],
  });
}

export function useTcmbUpdate(onDone: (r: TcmbUpdateContent) => void) {
  return useAdminMutation<void, TcmbUpdateContent>({
    request: () => ({ method: 'POST', path: '/v1/admin/exchange/tcmb' }),
    success: (r) => `Kurlar Merkez Bankası’nın ${r.date} tarihli bülteninden güncellendi.`,
    invalidate: [EXCHANGE],
    onSuccess: onDone,
  });
}

export const useSettingsSection = (s: SettingsSection) => useAdminQuery<SettingEntry[]>(sectionPath(s));

export function useSaveSettingsSection(s: SettingsSection) {
  return useAdminMutation<Record<string, string>, SettingEntry[]>({
    request: (body) => ({ method: 'PUT', path: `/v1/admin/${s}/edit`, body }),
    success: 'Ayarlar kaydedildi.',
    invalidate: [sectionPath(s)],
  });
}
