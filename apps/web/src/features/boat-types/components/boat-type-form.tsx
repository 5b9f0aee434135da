'use client';
/** Create / rename a boat type in a modal (the shared name form). The slug follows the name on the server. */
import { type BoatTypeItem, boatTypeBody, slugify } from '@yali/contract';
import { typeNameForm } from '@/features/catalogue/type-catalogue';
import { boatTypeHooks } from '../api/boat-types';

export const BoatTypeForm = typeNameForm<BoatTypeItem>({
  hooks: boatTypeHooks,
  formId: 'boat-type-form',
  translation: 'boat-type',
  schema: boatTypeBody,
  hint: (name) => (name ? `Adres: ${slugify(name, 'tekne-tipi')}` : 'Örnek: Gulet, Motor Yat, Katamaran'),
});
