import crypto from 'node:crypto';

/**
 * A new order number: `IS`, the UTC time to the second, 12 random hex digits (28 characters, within
 * WeChat Pay's 6–32 of [0-9A-Za-z_-|*]); readable in support requests, unguessable.
 */
export function newOutTradeNo(now: Date): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  return `IS${stamp}${crypto.randomBytes(6).toString('hex')}`;
}
