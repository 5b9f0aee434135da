/**
 * schema.org JSON-LD of a boat page (SEO): the boat as a Product (a rental
 * offer) with its photos, brand-free specifications as properties and an
 * AggregateOffer over its daily rates still to come (TRY).
 */
import type { PublicBoatDetail } from '@yali/contract';
import type { Locale } from '@yali/contract/locales';
import { absoluteUrl } from '@/features/seo/site-url';
import { INTL_TAG } from '@/i18n/paths';

type Json = Record<string, unknown>;

const tl = (kurus: number) => (kurus / 100).toFixed(2);

export function boatLd(boat: PublicBoatDetail, opts: { path: string; description: string; locale?: Locale }): Json {
  const url = absoluteUrl(opts.path);
  const images = boat.images.map((img) => img.variants.at(-1)?.url).filter((u): u is string => Boolean(u));
  const daily = boat.prices.map((p) => p.daily_price_kurus);
  const property = (name: string, value: string | number, unitCode?: string) => ({
    '@type': 'PropertyValue',
    name,
    value,
    ...(unitCode ? { unitCode } : {}),
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${url}#boat`,
    ...(opts.locale ? { inLanguage: INTL_TAG[opts.locale] } : {}),
    name: boat.name,
    description: opts.description,
    url,
    ...(boat.type ? { category: boat.type.name } : {}),
    ...(boat.permit_number ? { identifier: boat.permit_number } : {}),
    ...(images.length > 0 ? { image: images.map(absoluteUrl) } : {}),
    additionalProperty: [
      property('Kapasite', boat.capacity),
      property('Kabin', boat.cabins),
      property('Uzunluk', boat.length_m, 'MTR'),
      property('Mürettebat', boat.crew),
      ...(boat.marina
        ? [property('Marina', boat.marina.location ? `${boat.marina.name}, ${boat.marina.location}` : boat.marina.name)]
        : []),
    ],
    ...(daily.length > 0
      ? {
          offers: {
            '@type': 'AggregateOffer',
            priceCurrency: 'TRY',
            lowPrice: tl(Math.min(...daily)),
            highPrice: tl(Math.max(...daily)),
            offerCount: daily.length,
            availability: 'https://schema.org/InStock',
            url,
          },
        }
      : {}),
  };
}
