/** Typed reads of the API's response envelopes (DESIGN §2). */
import type { ErrorBody } from '@yali/contract';
import type { LightMyRequestResponse as Response } from 'fastify';

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
