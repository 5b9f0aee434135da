'use client';

import { deferredIsland } from '@/components/public/deferred-island';

/**
 * The review form at the foot of a villa or boat page (./review-form), server-rendered but
 * loaded and mounted only when it comes near the viewport or is touched (DESIGN §4).
 */
export const DeferredReviewForm = deferredIsland(() => import('./review-form').then((m) => m.ReviewForm));
