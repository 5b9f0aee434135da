/**
 * The query parameters each cached listing page reads (decision 004). With
 * none of them in the address, next.config.ts rewrites the page to its cached
 * (ISR) `tum/` twin; with any of them it renders per request. A key a page
 * reads but this list lacks makes an address with only that key show the
 * cached, unfiltered page — so the list is checked against the pages'
 * parsers (apps/web/test/listing-queries.test.ts).
 */
export const LISTING_QUERIES: Record<string, readonly string[]> = {
  '/listing': [
    'types',
    'town',
    'sort',
    'page',
    'checkin',
    'checkout',
    'guests',
    'features',
    'min_price',
    'max_price',
    'currency',
    'bedrooms',
    'max_sea_m',
  ],
  '/listingboat': ['type', 'marina', 'sort', 'page', 'checkin', 'checkout', 'days', 'guests'],
  '/kisa-sureli-firsatlar': ['town', 'page'],
};
