export * from './audit.ts';
export * from './auth.ts';
export * from './calendar-sync.ts';
export * from './booking.ts';
export * from './boats.ts';
export * from './boat-booking.ts';
export * from './boat-public.ts';
export * from './catalogue.ts';
export * from './common.ts';
export * from './contact.ts';
export * from './constants.ts';
export * from './enums.ts';
export * from './messages.ts';
export * from './operations.ts';
export * from './day-board.ts';
export * from './owner-statements.ts';
export * from './payments.ts';
export * from './price-tools.ts';
export * from './reservations.ts';
export * from './settings.ts';
export * from './text.ts';
export * from './villas.ts';
export * from './users.ts';
export * from './villa-editor.ts';
export * from './website.ts';
export * from './content.ts';
export * from './settings-admin.ts';
export * from './reports.ts';
export * from './unit-images.ts';

import { z } from 'zod';
// Validation messages without an explicit text come out in Turkish (SPEC: Turkish throughout).
z.config(z.locales.tr());
// …and without the locale's English type names ("beklenen number, alınan NaN"; issue 23).
import { turkishIssueMessage } from './zod-turkish.ts';
z.config({ localeError: turkishIssueMessage });
export * from './next-steps.ts';
export * from './footer.ts';
export * from './other-pages.ts';
