'use client';
/** Create / rename a villa type in a modal (the shared name form). The slug follows the name on the server. */
import { slugify, type VillaTypeItem, villaTypeBody } from '@yali/contract';
import { NameForm } from '@/features/catalogue/name-form';
import { useSaveVillaType } from '../api/villa-types';

export function VillaTypeForm(props: { open: boolean; editing: VillaTypeItem | null; onClose: () => void }) {
  return (
    <NameForm
      {...props}
      schema={villaTypeBody}
      useSave={useSaveVillaType}
      formId="villa-type-form"
      title={['Yeni villa tipi', 'Villa tipini düzenle']}
      label="Tip adı"
      hint={(name) => (name ? `Adres: /${slugify(name, 'tip')}` : 'Örnek: Muhafazakâr Villa, Balayı Villası')}
    />
  );
}
