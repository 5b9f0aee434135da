/**
 * What the public review block and form say and call for each kind of rental unit
 * (villa or boat, decision 008): the review post's API path and the unit's words.
 * Plain data, so that both the server-rendered list and the client form can read it.
 */
export type ReviewedKind = 'villa' | 'boat';

export const REVIEWED_UNIT = {
  villa: {
    /** `POST /v1/villas/{slug}/comments`. */
    postPath: (slug: string) => `/v1/villas/${encodeURIComponent(slug)}/comments`,
    /** The `UnitPage` message said when there is no review yet. */
    emptyKey: 'villaNoReviews',
    /** The `Client.Review` message under the code field. */
    codeHintKey: 'villaCodeHint',
  },
  boat: {
    /** `POST /v1/boats/{slug}/comments`. */
    postPath: (slug: string) => `/v1/boats/${encodeURIComponent(slug)}/comments`,
    emptyKey: 'boatNoReviews',
    codeHintKey: 'boatCodeHint',
  },
} as const satisfies Record<
  ReviewedKind,
  {
    postPath: (slug: string) => string;
    emptyKey: 'villaNoReviews' | 'boatNoReviews';
    codeHintKey: 'villaCodeHint' | 'boatCodeHint';
  }
>;
