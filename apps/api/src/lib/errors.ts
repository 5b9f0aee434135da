/**
 * Typed application errors (STYLE: documenso). A use case throws
 * `new AppError('CONFLICT', 'Turkish message', details)`; the error handler
 * maps the code to its HTTP status and the `{ content: { message, code } }`
 * body of DESIGN §2.
 */
import { API_MESSAGES, DEFAULT_LOCALE, ERROR_STATUS, type ErrorCode, type Locale } from '@yali/contract';
import { localizeMessage } from '@yali/contract/i18n';

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: Record<string, unknown> | undefined;
  /** Response headers that go with the error, such as `Retry-After` with a 429. */
  readonly headers: Record<string, string> | undefined;

  constructor(code: ErrorCode, message?: string, details?: Record<string, unknown>, headers?: Record<string, string>) {
    super(message ?? (API_MESSAGES as Record<string, string>)[code] ?? API_MESSAGES.INTERNAL);
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.details = details;
    this.headers = headers;
  }
}

/**
 * Bad input in one field, answered as the schema validation answers it: `code` (default
 * VALIDATION, 400) with `message` both as the envelope's message and as the issue at `path`
 * ('querystring.checkin', 'body.password', …).
 */
export const fieldError = (path: string, message: string, code: ErrorCode = 'VALIDATION') =>
  new AppError(code, message, { issues: [{ path, message }] });

/** SQLSTATE of a database error, through Drizzle's wrapper (STACK caveat). */
export function sqlState(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = e?.cause?.code ?? e?.code;
  return typeof code === 'string' ? code : undefined;
}

/** Turkish texts of the errors Fastify and Node raise themselves, by status; none names the input. */
const FRAMEWORK_ERRORS: Record<number, { message: string; code: string }> = {
  400: { message: 'İstek okunamadı; gönderilen veri geçersiz.', code: 'VALIDATION' },
  404: { message: API_MESSAGES.ROUTE_NOT_FOUND, code: 'NOT_FOUND' },
  405: { message: 'Bu adres bu yöntemle kullanılamaz.', code: 'METHOD_NOT_ALLOWED' },
  406: { message: 'İstenen yanıt biçimi sunulamıyor.', code: 'NOT_ACCEPTABLE' },
  408: { message: 'İstek zamanında tamamlanmadı.', code: 'REQUEST_TIMEOUT' },
  413: { message: 'Gönderilen veri çok büyük.', code: 'PAYLOAD_TOO_LARGE' },
  414: { message: 'İstek adresi çok uzun.', code: 'URI_TOO_LONG' },
  415: { message: 'Desteklenmeyen içerik türü.', code: 'UNSUPPORTED_MEDIA_TYPE' },
  431: { message: 'İstek başlıkları çok büyük.', code: 'HEADERS_TOO_LARGE' },
};

/**
 * The `{ content: { message, code } }` body (DESIGN §2) for an error raised
 * outside our code (malformed JSON, over-long path, oversized headers …),
 * by HTTP status; an unknown 4xx reads as a bad request. The message in `locale` (issue 18; Turkish by default).
 */
export function errorEnvelope(status: number, locale: Locale = DEFAULT_LOCALE): { content: { message: string; code: string } } {
  const content = FRAMEWORK_ERRORS[status] ?? (FRAMEWORK_ERRORS[400] as { message: string; code: string });
  return { content: { ...content, message: localizeMessage(content.message, locale) } };
}

/**
 * Runs a write transaction again when PostgreSQL aborted it to break a
 * deadlock (SQLSTATE 40P01), at most `attempts` times in all. Writers of
 * overlapping holds can deadlock inside the exclusion constraint's check
 * (each waits for the other's uncommitted row); run again, the loser sees the
 * winner's committed hold and gets the 23P01 that answers a clean 409.
 */
export async function retryOnDeadlock<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      if (sqlState(err) !== '40P01' || attempt >= attempts) throw err;
    }
  }
}
