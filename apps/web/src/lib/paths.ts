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
  villa: (slug: string) => `/villa/${encodeURIComponent(slug)}`,
  car: '/car',
  transfer: '/transfer',
  contact: '/contact',
  about: '/about',
  faq: '/faq',
  blog: '/blog',
  website: (section: 'rental' | 'privacy' | 'cancel' | 'kvkk' | 'howrent') => `/website/${section}`,
  dashboard: {
    root: '/dashboard',
    login: '/dashboard/login',
    villas: '/dashboard/villas',
    villa: (id: number) => `/dashboard/villas/${id}`,
    users: '/dashboard/users',
    regions: '/dashboard/towndistrict',
    villaTypes: '/dashboard/villatypes',
    boats: '/dashboard/boats',
    marina: '/dashboard/marina',
    boatTypes: '/dashboard/boattypes',
    villaReservations: '/dashboard/reservations/villa',
    boatReservations: '/dashboard/reservations/boat',
    ownerReservations: '/dashboard/reservations',
    external: '/dashboard/external',
    occupancy: '/dashboard/occupancy',
    mailTemplates: '/dashboard/templates/mailtemplates',
    contact: '/dashboard/contact',
    comments: '/dashboard/comments',
    blog: '/dashboard/blog',
    website: (section: string) => `/dashboard/website/${section}`,
    settings: (section: string) => `/dashboard/settings/${section}`,
  },
} as const;
