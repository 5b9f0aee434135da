/**
 * The password policy where the server sets a password (issue 22, finding
 * 10): the contract's `passwordPolicy` (length, letters, digit) and a check
 * against a list of common passwords.
 * The list is the maintained dictionary of common passwords of
 * `@zxcvbn-ts/language-common` (about 49,000 entries, all lower case), read
 * once into a Set when this module loads. It stays on the server: the web
 * form checks length and letter classes from the contract, the API this.
 */
import { dictionary } from '@zxcvbn-ts/language-common';
import { COMMON_PASSWORD_MESSAGE, passwordPolicy } from '@yali/contract';
import { AppError } from './errors.ts';

const COMMON = new Set(dictionary['passwords-common']);

/** True when `password`, letter case aside, is in the list ('Password123' is 'password123'). */
export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}

/**
 * Throws VALIDATION (400) with the Turkish message as the issue of
 * `body.password` when `password` is a common one; does nothing otherwise.
 */
export function assertNotCommonPassword(password: string): void {
  if (!isCommonPassword(password)) return;
  throw new AppError('VALIDATION', COMMON_PASSWORD_MESSAGE, {
    issues: [{ path: 'body.password', message: COMMON_PASSWORD_MESSAGE }],
  });
}

/** The first Turkish reason `password` breaks the policy (contract rules, then the list), or null. */
export function passwordPolicyProblem(password: string): string | null {
  const parsed = passwordPolicy.safeParse(password);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? 'Şifre geçersiz.';
  return isCommonPassword(password) ? COMMON_PASSWORD_MESSAGE : null;
}
