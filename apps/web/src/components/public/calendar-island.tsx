'use client';

import { deferredIsland } from './deferred-island';

/**
 * The availability calendar's tables (calendar-months.tsx) as a static
 * island: server-rendered, never hydrated (their only control is a native
 * <details>), and their code loaded only when a client-side navigation
 * renders them in the browser.
 */
export const StaticCalendarMonths = deferredIsland(() => import('./calendar-months').then((m) => m.CalendarMonths), {
  staticHtml: true,
});
