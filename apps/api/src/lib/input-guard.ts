/**
 * One rule at the edge for text (issue 22, finding 3): no string the API
 * accepts — path parameter, query value or JSON body field, at any depth —
 * may hold a control character other than tab, line feed and carriage
 * return, nor an unpaired UTF-16 surrogate. PostgreSQL cannot store U+0000
 * in text and answers an error that used to surface as a 500; the other
 * controls are never typed by a person and only hide text from whoever
 * reads it later. Checked in a `preValidation` hook, after the role hook
 * and before the route's schema, so every endpoint answers the same 400.
 */
import type { FastifyInstance } from 'fastify';
import { API_MESSAGES } from '@yali/contract';
import { AppError } from './errors.ts';

// C0 controls but \t \n \r, DEL and the C1 controls.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what this rule looks for
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

// Half of a UTF-16 pair without its other half: not a character at all, and not valid UTF-8 for the database.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const CONTROL_CHARACTER_MESSAGE = 'Metinlerde görünmeyen kontrol karakterleri (ör. NUL) kullanılamaz.';

/** True when `s` has a character no field of the API accepts. */
export function hasForbiddenCharacter(s: string): boolean {
  return CONTROL.test(s) || LONE_SURROGATE.test(s);
}

/**
 * The path (`body.guest.name`, `query.q`) of the first string or object key
 * in `value` with a forbidden character, or null. Depth-first, at most 10
 * levels deep (the contract has no deeper shapes; a deeper body fails its
 * schema anyway).
 */
export function findForbiddenText(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return hasForbiddenCharacter(value) ? path : null;
  if (value === null || typeof value !== 'object' || depth > 10) return null;
  for (const [key, item] of Object.entries(value)) {
    const at = `${path}.${key}`;
    if (hasForbiddenCharacter(key)) return at;
    const found = findForbiddenText(item, at, depth + 1);
    if (found) return found;
  }
  return null;
}

/** Adds the hook to `app`: a 400 VALIDATION with the offending field's path, before any schema or handler runs. */
export function rejectControlCharacters(app: FastifyInstance) {
  app.addHook('preValidation', async (req) => {
    const where =
      findForbiddenText(req.params, 'params') ??
      findForbiddenText(req.query, 'querystring') ??
      findForbiddenText(req.body, 'body');
    if (where) {
      throw new AppError('VALIDATION', API_MESSAGES.VALIDATION, {
        issues: [{ path: where, message: CONTROL_CHARACTER_MESSAGE }],
      });
    }
  });
}
