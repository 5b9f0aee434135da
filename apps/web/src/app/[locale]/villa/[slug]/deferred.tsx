'use client';

import { deferredIsland } from '@/components/public/deferred-island';

/*
 * The villa page's heavy client part, server-rendered but loaded and mounted
 * only when it comes near the viewport or is touched (DESIGN §4: the booking
 * section's date picker alone is ~30 kB of gzipped JavaScript). The review
 * form's is features/reviews/deferred-review-form, shared with the boat page.
 */

/** The booking section (features/booking/booking-panel), deferred. */
export const DeferredBookingPanel = deferredIsland(() => import('@/features/booking/booking-panel').then((m) => m.BookingPanel));
