/**
 * The public site's messages (issue 18): every language has every key the
 * Turkish messages have (a missing one would show its key on the page), no
 * key of its own, and messages that parse as ICU with the same arguments.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { MESSAGES } from '@yali/contract';
import { DEFAULT_LOCALE, LOCALES } from '@yali/contract/locales';
import { describe, expect, it } from 'vitest';
import { MESSAGE_FOLDERS } from '../src/i18n/message-files';

type Tree = { [key: string]: string | Tree };
const read = (folder: string, locale: string): Tree =>
  JSON.parse(readFileSync(path.join(__dirname, '..', 'messages', folder, `${locale}.json`), 'utf8'));

/** 'Nav.home' → message, for every leaf. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(name, value);
    else for (const [k, v] of leaves(value, name)) out.set(k, v);
  }
  return out;
}

/** The names of a message's arguments and tags ({count}, <em>), sorted. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const e of elements) {
      if (e.type === TYPE.literal || e.type === TYPE.pound) continue;
      names.add(e.value);
      if (e.type === TYPE.plural || e.type === TYPE.select) for (const o of Object.values(e.options)) walk(o.value);
      if (e.type === TYPE.tag) walk(e.children);
    }
  };
  walk(parse(message));
  return [...names].sort();
}

describe.each(MESSAGE_FOLDERS)('messages/%s', (folder) => {
  const source = leaves(read(folder, DEFAULT_LOCALE));

  it.each(LOCALES.filter((l) => l !== DEFAULT_LOCALE))('%s has exactly the Turkish keys', (locale) => {
    const translated = leaves(read(folder, locale));
    expect([...translated.keys()].sort()).toEqual([...source.keys()].sort());
  });

  it.each(LOCALES.filter((l) => l !== DEFAULT_LOCALE))('%s messages take the same arguments as the Turkish ones', (locale) => {
    const translated = leaves(read(folder, locale));
    for (const [key, message] of source) {
      const other = translated.get(key);
      if (other === undefined) continue;
      expect(argumentsOf(other), `${locale} ${key}`).toEqual(argumentsOf(message));
    }
  });
});

describe('the Turkish messages keep the specification’s texts (SPEC §8)', () => {
  const tr = new Map([...MESSAGE_FOLDERS.flatMap((f) => [...leaves(read(f, DEFAULT_LOCALE))])]);
  it.each([
    ['FavouriteTexts.villaAdded', MESSAGES.favouriteAdded],
    ['FavouriteTexts.villaRemoved', MESSAGES.favouriteRemoved],
    ['FavouriteTexts.boatAdded', MESSAGES.boatFavouriteAdded],
    ['FavouriteTexts.boatRemoved', MESSAGES.boatFavouriteRemoved],
    ['FavouriteTexts.empty', MESSAGES.favouritesEmpty],
    ['Nav.searchPlaceholder', MESSAGES.searchPlaceholder],
    ['Nav.searchFailed', MESSAGES.searchFailed],
    ['Nav.loadFailed', MESSAGES.shellLoadFailed],
    ['TabBar.overlayTitle', MESSAGES.searchOverlayTitle],
  ])('%s', (key, text) => {
    expect(tr.get(key)).toBe(text);
  });
});
