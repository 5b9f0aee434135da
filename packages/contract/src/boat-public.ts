/**
 * Public boat reads (issue 7; SPEC §7 /searchboats): boat cards for
 * `/listingboat`, the boat detail of `/boat/{slug}`, the listing filters.
 */
export {};
