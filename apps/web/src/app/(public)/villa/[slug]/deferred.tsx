'use client';

import { deferredIsland } from '@/components/public/deferred-island';

/*
 * The villa page's two heavy client parts, server-rendered but loaded and
 * mounted only when they come near the viewport or are touched (DESIGN §4:
 * the booking section's date picker alone is ~30 kB of gzipped JavaScript).
 */

/** The booking section (features/booking/booking-panel), deferred. */
export const DeferredBookingPanel = deferredIsland(() => import('@/features/booking/booking-panel').then((m) => m.BookingPanel));

/** The review form at the foot of the page (features/reviews/review-form), deferred. */
export const DeferredReviewForm = deferredIsland(() => import('@/features/reviews/review-form').then((m) => m.ReviewForm));
