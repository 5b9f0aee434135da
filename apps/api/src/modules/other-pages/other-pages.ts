/**
 * Use cases of the "other" pages (SPEC §7 `GET /v1/admin/other`, decision
 * 022): the car and transfer pages' title, lead and visibility, kept as
 * website settings (`other_{page}_title|lead|visible`).
 */
import {
  OTHER_PAGES,
  type OtherPage,
  type OtherPageBody,
  type OtherPageItem,
  otherPageFromSettings,
  otherPageKeys,
} from '@yali/contract';
import type { Db } from '../../db/client.ts';
import { readSettings, writeSettings } from '../settings/settings-store.ts';

const allKeys = OTHER_PAGES.flatMap((page) => Object.values(otherPageKeys(page)));

/** Every "other" page as the public site shows it (defaults for what was never saved). */
export async function findOtherPages(db: Db): Promise<OtherPageItem[]> {
  const values = Object.fromEntries((await readSettings(db, allKeys)).map((e) => [e.key, e.value]));
  return OTHER_PAGES.map((page) => otherPageFromSettings(page, values));
}

/** Saves one page's title, lead and visibility in one transaction; answers the page as saved. */
export async function saveOtherPage(opts: { db: Db; page: OtherPage; body: OtherPageBody }): Promise<OtherPageItem> {
  const keys = otherPageKeys(opts.page);
  return opts.db.transaction(async (tx) => {
    await writeSettings(tx, {
      [keys.title]: opts.body.title,
      [keys.lead]: opts.body.lead,
      [keys.visible]: opts.body.visible ? 'true' : 'false',
    });
    const values = Object.fromEntries((await readSettings(tx, Object.values(keys))).map((e) => [e.key, e.value]));
    return otherPageFromSettings(opts.page, values);
  });
}
