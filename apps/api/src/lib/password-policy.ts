/**
 * The password policy where the server sets a password (issue 22, finding
 * 10): the contract's `passwordPolicy` (length, letters, digit) and a check
 * against a list of common passwords.
 * The list is the maintained dictionary of common passwords of
 * `@zxcvbn-ts/language-common` (about 49,000 entries, all lower case), read
 * once into a Set the first time a password is checked (the package is some
 * 10 MiB loaded: a process that sets no password never pays). It stays on the
 * server: the web form checks length and letter classes from the contract, the API this.
 */
import { COMMON_PASSWORD_MESSAGE, passwordPolicy } from '@yali/contract';
import { fieldError } from './errors.ts';
import { lazyModule } from './lazy.ts';

const loadCommon = lazyModule(async () => new Set((await import('@zxcvbn-ts/language-common')).dictionary['passwords-common']));

/** True when `password`, letter case aside, is in the list ('Password123' is 'password123'). */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await loadCommon()).has(password.toLowerCase());
}

/**
 * Throws VALIDATION (400) with the Turkish message as the issue of
 * `body.password` when `password` is a common one; does nothing otherwise.
 */
export async function assertNotCommonPassword(password: string): Promise<void> {
  if (!(await isCommonPassword(password))) return;
  throw fieldError('body.password', COMMON_PASSWORD_MESSAGE);
}

/** The first Turkish reason `password` breaks the policy (contract rules, then the list), or null. */
export async function passwordPolicyProblem(password: string): Promise<string | null> {
  const parsed = passwordPolicy.safeParse(password);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? 'Şifre geçersiz.';
  return (await isCommonPassword(password)) ? COMMON_PASSWORD_MESSAGE : null;
}
