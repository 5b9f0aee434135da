'use client';

import { deferredIsland } from '@/components/public/deferred-island';

/**
 * The boat page's booking section (features/boat-booking), server-rendered but
 * loaded and mounted only when it comes near the viewport or is touched, like
 * the villa page's (DESIGN §4: the date picker alone is ~30 kB of gzipped JavaScript).
 */
export const DeferredBoatBookingForm = deferredIsland(() =>
  import('@/features/boat-booking/components/boat-booking-form').then((m) => m.BoatBookingForm),
);
