/**
 * Use case: save one settings form (SPEC §7 `PUT /site/edit`, `/contact/edit`,
 * `/social/edit`). The body was validated by the section's strict schema
 * (unknown keys → 400); only the keys sent are written, in one transaction.
 * Answers every key of the section as `[{ key, value }]`.
 */
import { SETTINGS_SECTION_KEYS, type SettingEntry, type SettingsSection } from '@yali/contract';
import type { Db } from '../../db/client.ts';
import { readSettings, writeSettings } from './settings-store.ts';

export async function updateSettingsSection(opts: {
  db: Db;
  section: SettingsSection;
  values: Record<string, string | undefined>;
}): Promise<SettingEntry[]> {
  const keys = SETTINGS_SECTION_KEYS[opts.section];
  return opts.db.transaction(async (tx) => {
    const allowed = Object.fromEntries(Object.entries(opts.values).filter(([k]) => (keys as readonly string[]).includes(k)));
    await writeSettings(tx, allowed);
    return readSettings(tx, keys);
  });
}

/** Every key of a settings section as `[{ key, value }]` ('' when never set). */
export function getSettingsSection(opts: { db: Db; section: SettingsSection }): Promise<SettingEntry[]> {
  return readSettings(opts.db, SETTINGS_SECTION_KEYS[opts.section]);
}
