import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { env } from './env';

let secret: Uint8Array | undefined;

/**
 * The key that signs access tokens. From JWT_SECRET when set; otherwise generated once into
 * DATA_DIR so that restarts keep users logged in and no secret ever sits in the repository.
 */
export function jwtSecret(): Uint8Array {
  if (secret) return secret;
  const configured = env().JWT_SECRET;
  if (configured) {
    secret = new TextEncoder().encode(configured);
    return secret;
  }
  const file = path.join(env().DATA_DIR, 'jwt-secret');
  let value: string;
  try {
    value = fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    value = crypto.randomBytes(48).toString('base64url');
    try {
      fs.writeFileSync(file, value, { mode: 0o600, flag: 'wx' });
    } catch {
      // Another process wrote it first: use theirs.
      value = fs.readFileSync(file, 'utf8').trim();
    }
  }
  secret = new TextEncoder().encode(value);
  return secret;
}
