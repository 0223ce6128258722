import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.js';

describe('passwords', () => {
  it('hash with argon2id and a fresh salt', async () => {
    const a = await hashPassword('correct horse 1');
    const b = await hashPassword('correct horse 1');
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(a).not.toBe(b);
  });

  it('verify the right password only', async () => {
    const stored = await hashPassword('correct horse 1');
    expect(await verifyPassword(stored, 'correct horse 1')).toBe(true);
    expect(await verifyPassword(stored, 'correct horse 2')).toBe(false);
  });

  it('answer false without a stored hash or with a broken one', async () => {
    expect(await verifyPassword(null, 'anything1')).toBe(false);
    expect(await verifyPassword(undefined, 'anything1')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'anything1')).toBe(false);
  });
});
