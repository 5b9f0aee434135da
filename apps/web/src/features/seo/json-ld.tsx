/**
 * schema.org JSON-LD of the public pages (SEO): Organization (with the
 * agency licence), BreadcrumbList, VacationRental with its offer and rating.
 */
import type { VillaDetail } from '@yali/contract';
import type { Locale } from '@yali/contract/locales';
import { INTL_TAG } from '@/i18n/paths';
import { absoluteUrl, siteUrl } from './site-url';

type Json = Record<string, unknown>;

/** One `<script type="application/ld+json">`; `<` is escaped so that text cannot close the script. */
export function JsonLd({ data }: { data: Json | Json[] }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with '<' escaped, not HTML
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

export function organizationLd(settings: Readonly<Record<string, string | undefined>> | null): Json {
  const s = settings ?? {};
  const sameAs = ['facebook_link', 'instagram_link', 'twitter_link', 'youtube_link'].map((k) => s[k]).filter(Boolean);
  return {
    '@context': 'https://schema.org',
    '@type': 'TravelAgency',
    '@id': `${siteUrl()}/#organization`,
    name: s.site_name ?? 'Yalı Villa Kiralama',
    url: siteUrl(),
    logo: absoluteUrl('/logo.svg'),
    ...(s.site_phone ? { telephone: s.site_phone } : {}),
    ...(s.site_email ? { email: s.site_email } : {}),
    ...(s.site_address ? { address: { '@type': 'PostalAddress', streetAddress: s.site_address, addressCountry: 'TR' } } : {}),
    ...(s.site_licence_number
      ? {
          identifier: { '@type': 'PropertyValue', name: 'TÜRSAB Belge No', value: s.site_licence_number },
          hasCredential: { '@type': 'EducationalOccupationalCredential', name: s.site_licence_number },
        }
      : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}

export function breadcrumbLd(items: { name: string; path: string }[]): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  };
}

/** A villa as VacationRental: photos, address, capacity, the "from" nightly price and the average of active reviews. */
export function villaLd(
  villa: VillaDetail,
  opts: { path: string; description: string; fromPriceKurus: number | null; locale?: Locale },
): Json {
  const reviews = villa.comments.filter((c) => c.active);
  const average = reviews.length > 0 ? reviews.reduce((sum, c) => sum + c.rating, 0) / reviews.length : null;
  const images = villa.images.map((img) => img.variants.at(-1)?.url).filter((u): u is string => Boolean(u));
  return {
    '@context': 'https://schema.org',
    '@type': 'VacationRental',
    '@id': `${absoluteUrl(opts.path)}#villa`,
    // The page's language as the home page's WebSite states it (issue 18: JSON-LD in the page's language).
    ...(opts.locale ? { inLanguage: INTL_TAG[opts.locale] } : {}),
    identifier: villa.permit_number,
    name: villa.name,
    description: opts.description,
    url: absoluteUrl(opts.path),
    ...(images.length > 0 ? { image: images.map(absoluteUrl) } : {}),
    address: {
      '@type': 'PostalAddress',
      addressCountry: 'TR',
      ...(villa.town ? { addressRegion: villa.town.name } : {}),
      ...(villa.district ? { addressLocality: villa.district.name } : {}),
    },
    ...(villa.lat !== null && villa.lng !== null
      ? { geo: { '@type': 'GeoCoordinates', latitude: villa.lat, longitude: villa.lng } }
      : {}),
    containsPlace: {
      '@type': 'Accommodation',
      additionalType: 'EntirePlace',
      occupancy: { '@type': 'QuantitativeValue', value: villa.capacity },
      numberOfBedrooms: villa.bedrooms,
      numberOfBathroomsTotal: villa.bathrooms,
      amenityFeature: villa.features.map((f) => ({ '@type': 'LocationFeatureSpecification', name: f.name, value: true })),
    },
    checkinTime: villa.check_in_time,
    checkoutTime: villa.check_out_time,
    ...(opts.fromPriceKurus !== null
      ? {
          offers: {
            '@type': 'Offer',
            price: (opts.fromPriceKurus / 100).toFixed(2),
            priceCurrency: 'TRY',
            availability: 'https://schema.org/InStock',
            url: absoluteUrl(opts.path),
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              price: (opts.fromPriceKurus / 100).toFixed(2),
              priceCurrency: 'TRY',
              unitText: 'gece',
              referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'DAY' },
            },
          },
        }
      : {}),
    ...(average !== null
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Math.round(average * 10) / 10,
            reviewCount: reviews.length,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}
