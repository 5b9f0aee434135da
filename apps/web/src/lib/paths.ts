/** Every link target of the app, in one place (STYLE: bulletproof-react). Routes of SPEC §2. */
export const paths = {
  home: '/',
  listing: (query?: Record<string, string | number | undefined>) => {
    const qs = new URLSearchParams(
      Object.entries(query ?? {}).filter((e): e is [string, string | number] => e[1] !== undefined && e[1] !== '') as [
        string,
        string,
      ][],
    ).toString();
    return qs ? `/listing?${qs}` : '/listing';
  },
  listingBoat: '/listingboat',
  boat: (slug: string) => `/boat/${encodeURIComponent(slug)}`,
  /** A boat page from a dated search (issue 23): the listing's first day, number of days and guests carried. */
  boatStay: (slug: string, stay: { checkin?: string | undefined; days?: number | undefined; guests?: number | undefined }) => {
    const q = new URLSearchParams();
    if (stay.checkin && stay.days) {
      q.set('checkin', stay.checkin);
      q.set('days', String(stay.days));
    }
    if (stay.guests) q.set('guests', String(stay.guests));
    return q.size > 0 ? `/boat/${encodeURIComponent(slug)}?${q}` : `/boat/${encodeURIComponent(slug)}`;
  },
  /** A villa page; `stay` (a searched stay or a short-term offer) pre-selects dates and guests in its booking panel. */
  villa: (slug: string, stay?: { checkin?: string | undefined; checkout?: string | undefined; guests?: number | undefined }) => {
    const q = new URLSearchParams();
    if (stay?.checkin && stay.checkout) {
      q.set('checkin', stay.checkin);
      q.set('checkout', stay.checkout);
    }
    if (stay?.guests) q.set('guests', String(stay.guests));
    const qs = q.toString();
    return qs ? `/villa/${encodeURIComponent(slug)}?${qs}` : `/villa/${encodeURIComponent(slug)}`;
  },
  shortTermOffers: (query?: { town?: number | undefined; page?: number | undefined }) => {
    const q = new URLSearchParams();
    if (query?.town) q.set('town', String(query.town));
    if (query?.page && query.page > 1) q.set('page', String(query.page));
    const qs = q.toString();
    return qs ? `/kisa-sureli-firsatlar?${qs}` : '/kisa-sureli-firsatlar';
  },
  car: '/car',
  transfer: '/transfer',
  contact: '/contact',
  about: '/about',
  faq: '/faq',
  blog: '/blog',
  blogPost: (slug: string) => `/blog/${encodeURIComponent(slug)}`,
  myReservations: '/rezervasyonlarim',
  website: (section: 'rental' | 'privacy' | 'cancel' | 'kvkk' | 'howrent') => `/website/${section}`,
  dashboard: {
    root: '/dashboard',
    login: '/dashboard/login',
    /** Forgotten password (issue 24): ask for a reset link, then set a new password with the link's token. */
    forgotPassword: '/dashboard/forgot-password',
    resetPassword: '/dashboard/reset-password',
    villas: '/dashboard/villas',
    villa: (id: number) => `/dashboard/villas/${id}`,
    villaNew: '/dashboard/villas/new',
    users: '/dashboard/users',
    regions: '/dashboard/towndistrict',
    villaTypes: '/dashboard/villatypes',
    boats: '/dashboard/boats',
    boat: (id: number) => `/dashboard/boats/${id}`,
    boatNew: '/dashboard/boats/new',
    marina: '/dashboard/marina',
    boatTypes: '/dashboard/boattypes',
    villaReservations: '/dashboard/reservations/villa',
    boatReservations: '/dashboard/reservations/boat',
    boatReservation: (id: number) => `/dashboard/reservations/boat/${id}`,
    boatReservationNew: '/dashboard/reservations/boat/new',
    ownerReservations: '/dashboard/reservations',
    villaReservation: (id: number) => `/dashboard/reservations/villa/${id}`,
    villaReservationNew: '/dashboard/reservations/villa/new',
    ownerReservation: (id: number) => `/dashboard/reservations/${id}`,
    mailOutbox: '/dashboard/reservations/mails',
    payments: '/dashboard/payments',
    board: '/dashboard/board',
    external: '/dashboard/external',
    occupancy: '/dashboard/occupancy',
    calendarFeeds: '/dashboard/calendar-feeds',
    mailTemplates: '/dashboard/templates/mailtemplates',
    contact: '/dashboard/contact',
    comments: '/dashboard/comments',
    blog: '/dashboard/blog',
    website: (section: string) => `/dashboard/website/${section}`,
    settings: (section: string) => `/dashboard/settings/${section}`,
    /** Owner statements (issue 19): the ADMIN's for every owner, an OWNER's own. */
    statements: '/dashboard/statements',
    /** Reports with charts (issue 20): ADMIN villas and boats, an OWNER their own villas. */
    reports: '/dashboard/reports',
    /** The audit log and the login history (issue 20, ADMIN). */
    audit: '/dashboard/audit',
    logins: '/dashboard/logins',
    /** Bulk price changes and villas with unpriced days (issue 24, ADMIN). */
    prices: '/dashboard/prices',
  },
} as const;
