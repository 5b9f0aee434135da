export * from './auth.ts';
export * from './common.ts';
export * from './constants.ts';
export * from './enums.ts';
export * from './messages.ts';
export * from './settings.ts';
export * from './text.ts';
export * from './villas.ts';

import { z } from 'zod';
// Validation messages without an explicit text come out in Turkish (SPEC: Turkish throughout).
z.config(z.locales.tr());
