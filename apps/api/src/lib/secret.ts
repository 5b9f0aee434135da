/**
 * The JWT signing secret: JWT_SECRET when set; otherwise one generated on
 * first start and kept in `<dataDir>/jwt-secret` (mode 600), so that tokens
 * survive a restart of the embedded install.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export async function resolveJwtSecret(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, 'jwt-secret');
  try {
    const s = (await readFile(file, 'utf8')).trim();
    if (s.length >= 32) return s;
  } catch {
    // first start
  }
  const secret = randomBytes(48).toString('base64url');
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}
