/**
 * The error bodies' texts in the request's language (issue 18): the shape
 * `{ content: { message, code, issues? } }` stays, only the texts change.
 * Turkish requests get exactly what the API wrote before.
 */
import type { FastifyError, FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, type Locale } from '@yali/contract';
import { issueMessageIn, localizeMessage } from '@yali/contract/i18n';
import type { z } from 'zod';

type Issue = { path: string; message: string };
type ValidationError = FastifyError & {
  validation: { instancePath: string; message?: string }[];
  validationContext?: string;
};

/** The request part each validation context checked (Fastify's names). */
const PARTS = { body: 'body', querystring: 'query', params: 'params', headers: 'headers' } as const;

/**
 * The per-field issues of a schema validation error, in `req.locale`. The
 * validator ran with the Turkish texts (zod's global config); for another
 * language the route's own schema parses the same input again with that
 * language's texts given to this one parse (no global switch two requests
 * could race on), and the schemas' own Turkish texts go through the catalogue.
 */
export function validationIssues(err: ValidationError, req: FastifyRequest): Issue[] {
  const context = err.validationContext ?? 'body';
  const toPath = (path: readonly PropertyKey[]) => [context, ...path.map(String)].join('.');
  const turkish = err.validation.map((v) => ({
    path: [context, ...String(v.instancePath).split('/').filter(Boolean)].join('.'),
    message: v.message ?? 'Geçersiz değer.',
  }));
  const locale = req.locale;
  if (locale === DEFAULT_LOCALE) return turkish;
  const schema = (req.routeOptions.schema as Record<string, unknown> | undefined)?.[context] as z.ZodType | undefined;
  const part = PARTS[context as keyof typeof PARTS];
  const again =
    schema && part && typeof schema.safeParse === 'function'
      ? schema.safeParse(req[part], { error: issueMessageIn(locale) })
      : undefined;
  const issues = again?.error ? again.error.issues.map((i) => ({ path: toPath(i.path), message: i.message })) : turkish;
  return issues.map((i) => ({ ...i, message: localizeMessage(i.message, locale) }));
}

/** `details` of an AppError with its `issues`' messages in `locale` (other details unchanged). */
export function localizeIssues(
  details: Record<string, unknown> | undefined,
  locale: Locale,
): Record<string, unknown> | undefined {
  if (!details || locale === DEFAULT_LOCALE || !Array.isArray(details.issues)) return details;
  return {
    ...details,
    issues: (details.issues as Issue[]).map((i) => ({ ...i, message: localizeMessage(i.message, locale) })),
  };
}
