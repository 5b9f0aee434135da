'use client';
/** Create / rename a villa type in a modal (the shared name form). The slug follows the name on the server. */
import { slugify, type VillaTypeItem, villaTypeBody } from '@yali/contract';
import { typeNameForm } from '@/features/catalogue/type-catalogue';
import { villaTypeHooks } from '../api/villa-types';

export const VillaTypeForm = typeNameForm<VillaTypeItem>({
  hooks: villaTypeHooks,
  formId: 'villa-type-form',
  translation: 'villa-type',
  schema: villaTypeBody,
  hint: (name) => (name ? `Adres: /${slugify(name, 'tip')}` : 'Örnek: Muhafazakâr Villa, Balayı Villası'),
});
