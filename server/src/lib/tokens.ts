import crypto from 'node:crypto';

/** A random opaque token (256 bits, base64url) for sessions. */
export function randomToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** Hex SHA-256, for storing tokens and codes without storing them. */
export function sha256Hex(value: string): string {
  return crypto.createHash('sha256').update(value).digest('hex');
}

/** Constant-time comparison of two hex digests. */
export function digestsEqual(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}
