'use client';
/**
 * The catalogue of a unit kind's types (villa types, boat types; SPEC §2, §7): its hooks, its name form
 * and its screen, made from the kind's words. The types of every kind are said alike — '12 tip',
 * 'Tip adıyla ara', 'Yeni tip', '“Gulet” tekne tipi eklendi.', 'Tekne tipini sil' and the delete
 * question naming how many units use the type; each kind gives only its words, rule, columns, form hint
 * and how many units use a type.
 */
import type { CatalogueTranslationEntity } from '@yali/contract';
import type { z } from 'zod';
import { DeleteQuestion } from '@/components/ui/confirm-dialog';
import { CatalogueScreen, type CatalogueScreenProps } from './catalogue-screen';
import { NameForm } from './name-form';
import { type CatalogueResource, catalogueHooks } from './use-catalogue-resource';

type TypeItem = { id: number; name: string };

/**
 * A kind's words: `noun` 'villa' / 'tekne', `Noun` 'Villa' / 'Tekne', `usedIn` the locative ('villada',
 * 'teknede'), `rule` the line under the screen's title saying which types cannot be deleted.
 */
export type TypeWords = { noun: string; Noun: string; usedIn: string; rule: string };

/**
 * The hooks of `/v1/admin/{kind}types` (paged list, save, delete) with the kind's toasts
 * ('“Gulet” tekne tipi eklendi.'); `pageSize` and `words` ride along for the screen.
 */
export function typeCatalogueHooks<Item extends TypeItem, Body>({
  words,
  usage,
  ...res
}: Omit<CatalogueResource<Item, Body>, 'idOf' | 'texts'> & {
  words: TypeWords;
  /** How many units use a type (named in the delete question). */
  usage: (t: Item) => number;
}) {
  const hooks = catalogueHooks<Item, Body>({
    ...res,
    idOf: (t) => t.id,
    texts: {
      added: (r) => `“${r.name}” ${words.noun} tipi eklendi.`,
      updated: (r) => `“${r.name}” ${words.noun} tipi güncellendi.`,
      deleted: (t) => `“${t.name}” ${words.noun} tipi silindi.`,
    },
  });
  return { ...hooks, pageSize: res.pageSize, words, usage };
}

type TypeHooks<Item extends TypeItem, Body> = ReturnType<typeof typeCatalogueHooks<Item, Body>>;

/**
 * The create / rename modal of a kind's types: the shared name form titled 'Yeni tekne tipi' /
 * 'Tekne tipini düzenle'; `hint(name)` previews the address the server will give the type.
 */
export function typeNameForm<Item extends TypeItem>(opts: {
  hooks: TypeHooks<Item, { name: string }>;
  formId: string;
  schema: z.ZodType<{ name: string }, { name: string }>;
  hint: (name: string) => string;
  /** The kind's types in the translations API ('villa-type', 'boat-type'). */
  translation: CatalogueTranslationEntity;
}) {
  const { noun, Noun } = opts.hooks.words;
  return function TypeForm(props: { open: boolean; editing: Item | null; onClose: () => void }) {
    return (
      <NameForm<Item>
        {...props}
        schema={opts.schema}
        useSave={opts.hooks.useSave}
        formId={opts.formId}
        title={[`Yeni ${noun} tipi`, `${Noun} tipini düzenle`]}
        label="Tip adı"
        hint={opts.hint}
        translation={opts.translation}
      />
    );
  };
}

/**
 * `/dashboard/{kind}types` (10 per page): the kind's types in the shared catalogue screen, with the
 * kind's `columns` and `Form`.
 */
export function TypeCatalogueScreen<Item extends TypeItem, Body>({
  hooks,
  ...own
}: Pick<CatalogueScreenProps<Item>, 'columns' | 'Form'> & { hooks: TypeHooks<Item, Body> }) {
  const { noun, Noun, usedIn, rule } = hooks.words;
  const { usage } = hooks;
  return (
    <CatalogueScreen<Item>
      {...own}
      rule={rule}
      title={`${Noun} Tipleri`}
      caption={`${Noun} tipleri`}
      emptyText={(q) => (q ? `“${q}” ile eşleşen ${noun} tipi yok.` : `Henüz ${noun} tipi yok.`)}
      deleteTitle={`${Noun} tipini sil`}
      pageSize={hooks.pageSize}
      useList={hooks.useList}
      useDelete={hooks.useDelete}
      countText={(n) => `${n} tip`}
      searchLabel="Tip adıyla ara"
      searchWidth="sm:w-60"
      newLabel="Yeni tip"
      editLabel={(t) => `${t.name} tipini düzenle`}
      deleteLabel={(t) => `${t.name} tipini sil`}
      rowId={(t) => t.id}
      deleteMessage={(t) => (
        <DeleteQuestion name={t.name} what="tipi">
          {usage(t) > 0 && ` Bu tip ${usage(t)} ${usedIn} kullanılıyor.`}
        </DeleteQuestion>
      )}
    />
  );
}
