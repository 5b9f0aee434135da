/** Typed reads of the API's response envelopes (DESIGN §2). */
import type { ErrorBody } from '@yali/contract';
import type { LightMyRequestResponse as Response } from 'fastify';
import { expect } from 'vitest';

export type Page<T> = { items: T[]; total: number };

/** `content` of a successful response, after checking the status. */
export function contentOf<T>(res: Response, status = 200): T {
  if (res.statusCode !== status) throw new Error(`Expected HTTP ${status}, got ${res.statusCode}: ${res.body}`);
  return res.json<{ content: T }>().content;
}

/** `content` of an error response. */
export function errorOf(res: Response): ErrorBody['content'] {
  return res.json<ErrorBody>().content;
}

/**
 * For each of `queries` (appended to `url`; the query names a failure),
 * `get` answers 400 with the VALIDATION code: malformed filters, ranges and
 * paging never reach the database.
 */
export async function expectValidationErrors(get: (url: string) => Promise<Response>, url: string, queries: string[]) {
  for (const q of queries) {
    const res = await get(`${url}${q}`);
    expect(res.statusCode, q).toBe(400);
    expect(errorOf(res).code).toBe('VALIDATION');
  }
}
