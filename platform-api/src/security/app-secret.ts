import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The configured secret, or for development installs one generated once per data directory,
 * so restarts keep tokens valid and no secret is ever committed.
 */
export function resolveAppSecret(configured: string | null, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'app-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = crypto.randomBytes(48).toString('base64url');
    try {
      fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
      return secret;
    } catch {
      // Another process of this install wrote it first.
      return fs.readFileSync(file, 'utf8').trim();
    }
  }
}
