/**
 * The "other" pages (SPEC §1 "Navigation also links to car and transfer
 * pages", §7 `GET /v1/admin/other`; decision 022): the car and transfer pages'
 * title, lead text and visibility, kept as website settings so the public
 * shell (header, footer) knows which links to show from the settings it
 * already reads.
 */
import { z } from 'zod';

export const OTHER_PAGES = ['car', 'transfer'] as const;
export const OtherPage = z.enum(OTHER_PAGES, 'Bilinmeyen sayfa: car veya transfer olmalı.');
export type OtherPage = z.infer<typeof OtherPage>;
export const otherPageParam = z.object({ page: OtherPage });

/** The settings keys of one page. */
export const otherPageKeys = (page: OtherPage) =>
  ({ title: `other_${page}_title`, lead: `other_${page}_lead`, visible: `other_${page}_visible` }) as const;

/** Texts of a page never edited (the public pages' built-in texts). */
export const OTHER_PAGE_DEFAULTS: Record<OtherPage, { path: string; title: string; lead: string }> = {
  car: {
    path: '/car',
    title: 'Araç Kiralama',
    lead: 'Tatiliniz boyunca koyları, antik kentleri ve plajları özgürce gezin. Aracınızı havalimanında ya da villanızın kapısında teslim ediyoruz.',
  },
  transfer: {
    path: '/transfer',
    title: 'Havalimanı Transferi',
    lead: 'Uçaktan indiğiniz andan itibaren tatiliniz başlasın: sizi havalimanında karşılayıp doğrudan villanıza götürüyoruz.',
  },
};

export const otherPageItem = z.object({
  page: OtherPage,
  path: z.string(),
  title: z.string(),
  lead: z.string(),
  /** false: the page answers 404 and no menu or footer links to it. */
  visible: z.boolean(),
});
export type OtherPageItem = z.infer<typeof otherPageItem>;

/** `GET /v1/admin/other` content. */
export const otherPagesContent = z.object({ pages: z.array(otherPageItem) });
export type OtherPagesContent = z.infer<typeof otherPagesContent>;

/** `PUT /v1/admin/other/{page}`. */
export const otherPageBody = z.strictObject(
  {
    title: z
      .string({ error: 'Başlık metin olmalı.' })
      .trim()
      .min(2, 'Başlık en az 2 karakter olmalı.')
      .max(80, 'Başlık en fazla 80 karakter olabilir.'),
    lead: z.string({ error: 'Giriş metni metin olmalı.' }).trim().max(600, 'Giriş metni en fazla 600 karakter olabilir.'),
    visible: z.boolean({ error: 'Görünürlük evet ya da hayır olmalı.' }),
  },
  { error: (iss) => (iss.code === 'unrecognized_keys' ? `Bilinmeyen alan: ${iss.keys.join(', ')}.` : undefined) },
);
export type OtherPageBody = z.infer<typeof otherPageBody>;

/** A page's item from the settings (`values` by key; a key never saved reads as the default, visible). */
export function otherPageFromSettings(page: OtherPage, values: Readonly<Record<string, string | undefined>>): OtherPageItem {
  const keys = otherPageKeys(page);
  const d = OTHER_PAGE_DEFAULTS[page];
  return {
    page,
    path: d.path,
    title: values[keys.title]?.trim() || d.title,
    lead: values[keys.lead]?.trim() || d.lead,
    visible: values[keys.visible] !== 'false',
  };
}
