import { describe, expect, it } from 'vitest';
import { generateCode, hashCode } from './verificationCode.js';

describe('verification codes', () => {
  it('are six digits, leading zeros kept, and vary', () => {
    const codes = Array.from({ length: 500 }, generateCode);
    for (const c of codes) expect(c).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(490);
    expect(codes.some((c) => c.startsWith('0'))).toBe(true);
  });

  it('hash to a digest that depends on purpose, recipient and code', () => {
    const h = hashCode('register', 'a@b.co', '123456');
    expect(h).toMatch(/^[0-9a-f]{64}$/);
    expect(h).not.toContain('123456');
    expect(hashCode('register', 'a@b.co', '123456')).toBe(h);
    expect(hashCode('reset_password', 'a@b.co', '123456')).not.toBe(h);
    expect(hashCode('register', 'c@b.co', '123456')).not.toBe(h);
    expect(hashCode('register', 'a@b.co', '123457')).not.toBe(h);
  });
});
