/**
 * Public rental-unit answers in the request's language (issue 18), written once for
 * the shapes villas and boats share: the catalogue names a card or a page carries
 * (town, district, types, features; a boat's type and marina) and the unit's own
 * description. Turkish answers pass through untouched (byte-identical); in another
 * language `untranslated` names the unit's fields that fell back to Turkish.
 */
import type { BoatCard, Locale, PublicBoatDetail, Translations, VillaCard, VillaDetail } from '@yali/contract';
import type { CatalogueNamer } from './catalogue-names.ts';
import { sanitizeRichText } from './sanitize.ts';
import { localize } from './translate.ts';

type Named = { name: string };
const names = <T extends Named>(list: T[], namer: CatalogueNamer, kind: Parameters<CatalogueNamer['name']>[0]): T[] =>
  list.map((item) => ({ ...item, name: namer.name(kind, item.name) }));

/** A villa card of the searches with its catalogue names in the namer's language. */
export function localizeVillaCard(card: VillaCard, namer: CatalogueNamer): VillaCard {
  return {
    ...card,
    town: card.town === null ? null : namer.name('town', card.town),
    district: card.district === null ? null : namer.name('district', card.district),
    types: names(card.types, namer, 'villaType'),
    features: names(card.features, namer, 'feature'),
  };
}

/** The public villa page in `locale`: description from `translations`, catalogue names from `namer`. */
export function localizeVillaDetail(
  detail: VillaDetail,
  translations: Translations,
  locale: Locale,
  namer: CatalogueNamer,
): VillaDetail {
  const { texts, untranslated } = localize({ description: detail.description }, translations, locale);
  return {
    ...detail,
    // Sanitised when saved; again here, on what is served, like the Turkish text.
    description: untranslated.includes('description') ? detail.description : sanitizeRichText(texts.description),
    town: detail.town ? { ...detail.town, name: namer.name('town', detail.town.name) } : null,
    district: detail.district ? { ...detail.district, name: namer.name('district', detail.district.name) } : null,
    types: names(detail.types, namer, 'villaType'),
    features: names(detail.features, namer, 'feature'),
    untranslated,
  };
}

function localizeMarina<M extends { name: string; location: string } | null>(marina: M, namer: CatalogueNamer): M {
  if (marina === null) return marina;
  return { ...marina, name: namer.name('marina', marina.name), location: namer.marinaLocation(marina.name, marina.location) };
}

/** A boat card with its type and marina in the namer's language. */
export function localizeBoatCard(card: BoatCard, namer: CatalogueNamer): BoatCard {
  return {
    ...card,
    type: card.type ? { ...card.type, name: namer.name('boatType', card.type.name) } : null,
    marina: localizeMarina(card.marina, namer),
  };
}

/** The public boat page in `locale`; `description` is the served (already made safe) translation or Turkish text. */
export function localizeBoatDetail(
  detail: PublicBoatDetail,
  translations: Translations,
  locale: Locale,
  namer: CatalogueNamer,
  toHtml: (text: string) => string,
): PublicBoatDetail {
  const { texts, untranslated } = localize({ description: detail.description }, translations, locale);
  return {
    ...detail,
    // The Turkish text arrives as served HTML; a translation is served through the same conversion.
    description: untranslated.includes('description') ? detail.description : toHtml(texts.description),
    type: detail.type ? { ...detail.type, name: namer.name('boatType', detail.type.name) } : null,
    marina: localizeMarina(detail.marina, namer),
    untranslated,
  };
}

type VillaOptions = {
  types: Named[];
  towns: (Named & { districts: Named[] })[];
  features: Named[];
};

/** The villa search options (`/v1/search/options`) with type, town, district and feature names in the namer's language. */
export function localizeVillaOptions<O extends VillaOptions>(options: O, namer: CatalogueNamer): O {
  return {
    ...options,
    types: names(options.types, namer, 'villaType'),
    towns: options.towns.map((t) => ({
      ...t,
      name: namer.name('town', t.name),
      districts: names(t.districts, namer, 'district'),
    })),
    features: names(options.features, namer, 'feature'),
  };
}

/** The boat search options with type and marina names in the namer's language. */
export function localizeBoatOptions<O extends { types: Named[]; marinas: (Named & { location: string })[] }>(
  options: O,
  namer: CatalogueNamer,
): O {
  return {
    ...options,
    types: names(options.types, namer, 'boatType'),
    marinas: options.marinas.map((m) => localizeMarina(m, namer)),
  };
}
