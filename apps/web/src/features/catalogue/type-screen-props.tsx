'use client';
/**
 * What the catalogue screens of unit types (villa types, boat types) say
 * alike: '12 tip', 'Tip adıyla ara', 'Yeni tip', the rows' button labels and
 * the delete question naming how many units use the type.
 */
import type { CatalogueScreenProps } from './catalogue-screen';

type TypeItem = { id: number; name: string };

/** `usage(t)`: how many units use the type; `usedIn`: the unit in the locative case ('villada', 'teknede'). */
export function typeScreenProps<T extends TypeItem>(
  usage: (t: T) => number,
  usedIn: string,
): Pick<
  CatalogueScreenProps<T>,
  'countText' | 'searchLabel' | 'searchWidth' | 'newLabel' | 'editLabel' | 'deleteLabel' | 'rowId' | 'deleteMessage'
> {
  return {
    countText: (n) => `${n} tip`,
    searchLabel: 'Tip adıyla ara',
    searchWidth: 'sm:w-60',
    newLabel: 'Yeni tip',
    editLabel: (t) => `${t.name} tipini düzenle`,
    deleteLabel: (t) => `${t.name} tipini sil`,
    rowId: (t) => t.id,
    deleteMessage: (t) => (
      <>
        <strong>“{t.name}”</strong> tipi silinsin mi? Bu işlem geri alınamaz.
        {usage(t) > 0 && ` Bu tip ${usage(t)} ${usedIn} kullanılıyor.`}
      </>
    ),
  };
}
