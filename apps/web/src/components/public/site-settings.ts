/**
 * The site settings of the page shell (SPEC §7 "Site settings"), read once per
 * request: the layout and a page asking for them share one API call.
 * A failed call answers null so that the shell shows the SPEC §8 message
 * instead of crashing the page.
 */
import 'server-only';
import { cache } from 'react';
import { CACHE_TAGS, PUBLIC_REVALIDATE_SECONDS, type SettingEntry } from '@yali/contract';
import { apiGet } from '@/lib/api.server';

export type SiteSettings = Readonly<Record<string, string | undefined>>;

export const getSiteSettings = cache(async (): Promise<SiteSettings | null> => {
  try {
    const entries = await apiGet<SettingEntry[]>('/v1/settings', {
      revalidate: PUBLIC_REVALIDATE_SECONDS,
      tags: [CACHE_TAGS.settings],
    });
    if (!entries) return null;
    return Object.fromEntries(entries.filter((e) => e.value.trim() !== '').map((e) => [e.key, e.value.trim()]));
  } catch {
    return null;
  }
});

/** The agency licence as shown: a bare number gets a label ('12345' → 'TÜRSAB Belge No: 12345'); labelled text stays as it is. */
export function licenceText(value: string): string {
  return /^[\d\s./-]+$/.test(value) ? `TÜRSAB Belge No: ${value}` : value;
}
