/**
 * What an English page must not show (issue 18): a Turkish text of the site's
 * own — a message from apps/web/messages/<part>/tr.json that English says
 * differently — or a message key in place of a message. Content that falls
 * back to Turkish by design is marked `lang="tr"` and left out.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

type Tree = { [key: string]: string | Tree };
const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'web', 'messages');

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const name = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[name, value] as [string, string]] : leaves(value, name);
  });
}

/** The literal runs of an ICU message long enough to be telling ('{count} villa bulundu' → ' villa bulundu'). */
const runs = (message: string) =>
  message
    .split(/\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}|<[^>]*>/)
    .map((r) => r.trim())
    .filter((r) => r.length >= 12);

const turkish: string[] = [];
const keys: string[] = [];
for (const folder of readdirSync(root)) {
  const tr = new Map(leaves(JSON.parse(readFileSync(path.join(root, folder, 'tr.json'), 'utf8'))));
  const en = new Map(leaves(JSON.parse(readFileSync(path.join(root, folder, 'en.json'), 'utf8'))));
  for (const [key, message] of tr) {
    keys.push(key);
    // The agency's name is a brand, the same on every page (the settings' site name).
    if (en.get(key) !== message && key !== 'Site.title') turkish.push(...runs(message));
  }
}

/** The page's visible text without the blocks marked Turkish. */
async function englishText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const body = document.body.cloneNode(true) as HTMLElement;
    for (const el of Array.from(body.querySelectorAll('[lang="tr"], script, style, template'))) el.remove();
    return `${body.innerText}\n${Array.from(document.querySelectorAll('[aria-label]'))
      .filter((el) => !el.closest('[lang="tr"]'))
      .map((el) => el.getAttribute('aria-label'))
      .join('\n')}`;
  });
}

/** The Turkish texts and message keys found on the current page (empty when it is all English). */
export async function turkishLeftOn(page: Page): Promise<string[]> {
  const text = await englishText(page);
  return [...new Set([...turkish.filter((t) => text.includes(t)), ...keys.filter((k) => k.includes('.') && text.includes(k))])];
}
