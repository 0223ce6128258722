import { describe, expect, it } from 'vitest';
import { waitBeforeAttemptMs } from './loginThrottlePolicy.js';

const now = new Date('2026-11-26T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const times = (n: number, spacingMs = 1000) => Array.from({ length: n }, (_, i) => ago((n - i) * spacingMs));
const none = { accountAndIp: [], ip: [], account: [] };

describe('waitBeforeAttemptMs', () => {
  it('admits a first attempt', () => {
    expect(waitBeforeAttemptMs(none, now)).toBe(0);
  });

  it('holds an address at 10 failures on one account until the oldest leaves the 15-minute window', () => {
    const failures = times(10, 60_000);
    const wait = waitBeforeAttemptMs({ accountAndIp: failures, ip: failures, account: failures }, now);
    expect(wait).toBe(15 * 60_000 - 10 * 60_000);
    expect(waitBeforeAttemptMs({ accountAndIp: times(9), ip: times(9), account: times(9) }, now)).toBe(0);
  });

  it('holds an address at 50 failures across accounts', () => {
    expect(waitBeforeAttemptMs({ ...none, ip: times(50) }, now)).toBeGreaterThan(0);
    expect(waitBeforeAttemptMs({ ...none, ip: times(49) }, now)).toBe(0);
  });

  it('never holds an address with no failures on the account, however many the account has', () => {
    expect(waitBeforeAttemptMs({ ...none, account: times(500, 10) }, now)).toBe(0);
  });

  it('slows down an address that failed on a much-attacked account, doubling per failure', () => {
    const mine = [ago(1000)];
    const at = (n: number) => waitBeforeAttemptMs({ accountAndIp: mine, ip: mine, account: times(n, 1) }, now);
    expect(at(9)).toBe(0);
    // The latest account failure was 1 ms ago: the wait is the delay minus that.
    expect(at(10)).toBe(1000 - 1);
    expect(at(11)).toBe(2000 - 1);
    expect(at(14)).toBe(16_000 - 1);
    expect(at(40)).toBe(15 * 60_000 - 1);
  });
});
