/**
 * Typed application errors (STYLE: documenso). A use case throws
 * `new AppError('CONFLICT', 'Turkish message', details)`; the error handler
 * maps the code to its HTTP status and the `{ content: { message, code } }`
 * body of DESIGN §2.
 */
import { API_MESSAGES, ERROR_STATUS, type ErrorCode } from '@yali/contract';

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: Record<string, unknown> | undefined;

  constructor(code: ErrorCode, message?: string, details?: Record<string, unknown>) {
    super(message ?? (API_MESSAGES as Record<string, string>)[code] ?? API_MESSAGES.INTERNAL);
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.details = details;
  }
}

/** SQLSTATE of a database error, through Drizzle's wrapper (STACK caveat). */
export function sqlState(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = e?.cause?.code ?? e?.code;
  return typeof code === 'string' ? code : undefined;
}
