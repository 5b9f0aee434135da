'use client';
/** Create / rename a boat type in a modal (the shared name form). The slug follows the name on the server. */
import { type BoatTypeItem, boatTypeBody, slugify } from '@yali/contract';
import { NameForm } from '@/features/catalogue/name-form';
import { useSaveBoatType } from '../api/boat-types';

export function BoatTypeForm(props: { open: boolean; editing: BoatTypeItem | null; onClose: () => void }) {
  return (
    <NameForm
      {...props}
      schema={boatTypeBody}
      useSave={useSaveBoatType}
      formId="boat-type-form"
      title={['Yeni tekne tipi', 'Tekne tipini düzenle']}
      label="Tip adı"
      hint={(name) => (name ? `Adres: ${slugify(name, 'tekne-tipi')}` : 'Örnek: Gulet, Motor Yat, Katamaran')}
    />
  );
}
