import net from 'node:net';
import type { Env } from '../env.js';

/** True for an address of the loopback interface: 127.0.0.0/8, ::1, and 127.x mapped into IPv6. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (net.isIPv4(v4)) return v4.startsWith('127.');
  return address === '::1';
}

/**
 * Whether this server registers the outbox route at all. Behind a proxy every request arrives from
 * the proxy's (often loopback) address, so the socket no longer tells who asks: no outbox there,
 * nor in production.
 */
export function isDevOutboxServed(env: Pick<Env, 'NODE_ENV' | 'TRUST_PROXY'>): boolean {
  return env.NODE_ENV !== 'production' && !env.TRUST_PROXY;
}
