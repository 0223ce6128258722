import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { decodeKey, type Env } from '../env.js';

const FORMAT = 'v1';

/**
 * The key that encrypts secrets stored in the database (the model API key): SETTINGS_ENCRYPTION_KEY
 * when set, otherwise `DATA_DIR/secret.key`, generated on first use with mode 600. Losing that file
 * makes stored keys unreadable; they must then be saved again on the admin page.
 */
export function loadSettingsKey(env: Pick<Env, 'SETTINGS_ENCRYPTION_KEY' | 'DATA_DIR'>): Buffer {
  if (env.SETTINGS_ENCRYPTION_KEY) {
    const key = decodeKey(env.SETTINGS_ENCRYPTION_KEY);
    if (!key) throw new Error('SETTINGS_ENCRYPTION_KEY must be 32 bytes as 64 hex digits or base64');
    return key;
  }
  const file = path.join(env.DATA_DIR, 'secret.key');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(env.DATA_DIR, { recursive: true });
    try {
      fs.writeFileSync(file, `${crypto.randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
    } catch (err) {
      // Another process created it first; read theirs.
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
  const key = decodeKey(fs.readFileSync(file, 'utf8').trim());
  if (!key) throw new Error(`${file} does not hold a 32-byte key (64 hex digits)`);
  return key;
}

/** Encrypts `plaintext` with AES-256-GCM: `v1:` + base64(12-byte IV | 16-byte tag | ciphertext). */
export function seal(key: Buffer, plaintext: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return `${FORMAT}:${Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64')}`;
}

/** Decrypts what {@link seal} made; throws when the key is wrong or the text was altered. */
export function unseal(key: Buffer, sealed: string): string {
  const [format, body] = sealed.split(':');
  if (format !== FORMAT || !body) throw new Error('unknown sealed-secret format');
  const bytes = Buffer.from(body, 'base64');
  const decipher = crypto.createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
}

/** A hint that tells keys apart without revealing them: `sk-…wjh3`; short keys show only `…` and 2 chars. */
export function maskSecret(secret: string): string {
  // By characters, not UTF-16 units: a cut inside a surrogate pair cannot be stored.
  const chars = [...secret];
  if (chars.length >= 16) return `${chars.slice(0, 3).join('')}…${chars.slice(-4).join('')}`;
  return `…${chars.slice(-2).join('')}`;
}
