import crypto from 'node:crypto';

/** Meets the password rule (8+ characters, a letter and a digit). */
export const PASSWORD = 'e2e-Passw0rd';
export const NEW_PASSWORD = 'e2e-Changed-Passw0rd';

/** An email address no other test (or earlier run) uses. */
export function newEmail(prefix: string): string {
  return `${prefix}-${crypto.randomBytes(5).toString('hex')}@example.com`;
}

/** A mainland mobile number (1[3-9] + 9 digits) no other test uses. */
export function newPhone(): string {
  return `139${String(crypto.randomInt(0, 100_000_000)).padStart(8, '0')}`;
}
