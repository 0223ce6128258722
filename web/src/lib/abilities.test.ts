import { describe, expect, it } from 'vitest';
import { can } from './abilities';

describe('can', () => {
  it('grants only an ability the server listed', () => {
    const abilities = [{ action: 'access', subject: 'admin' }];
    expect(can(abilities, 'access', 'admin')).toBe(true);
    expect(can(abilities, 'manage', 'admin')).toBe(false);
    expect(can([], 'access', 'admin')).toBe(false);
    expect(can(undefined, 'access', 'admin')).toBe(false);
  });
});
