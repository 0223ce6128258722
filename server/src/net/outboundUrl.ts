import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { isPublicAddress } from './addressRanges.js';

/** Where the server may connect to on behalf of a request. */
export interface OutboundPolicy {
  /**
   * Origins the operator configured (e.g. `http://127.0.0.1:11434` from OLLAMA_URL): reachable
   * even on a private address, since the operator chose them, not a user.
   */
  trustedOrigins: ReadonlySet<string>;
  /** Private addresses are allowed everywhere (an operator's explicit opt-in). */
  allowPrivate?: boolean;
}

/**
 * A URL or a connection the outbound guard refused: a URL that is not plain http(s), or a private
 * target. `message` says why, for an administrator.
 */
export class OutboundRefusedError extends Error {
  constructor(
    message: string,
    readonly reason: 'invalid_url' | 'private_address' = 'invalid_url',
  ) {
    super(message);
    this.name = 'OutboundRefusedError';
  }
}

/** Resolves a host name to all its addresses (dns.lookup, as connections do); replaceable in tests. */
export type ResolveAll = (hostname: string) => Promise<string[]>;

const resolveAll: ResolveAll = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((a) => a.address);

/**
 * The URL the server would fetch for `text`, parsed by the same WHATWG parser fetch uses, so odd
 * spellings are already normal (`0x7f000001`, `2130706433` and `127.1` are 127.0.0.1). Only
 * http(s), and never credentials in the URL: they would travel to the host in plain sight of logs.
 */
export function parseOutboundUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new OutboundRefusedError('The URL is not valid.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new OutboundRefusedError('Only http:// and https:// URLs can be used.');
  if (url.username || url.password) throw new OutboundRefusedError('The URL must not contain a user name or password.');
  return url;
}

/** An IP literal of a URL host without IPv6 brackets, or undefined for a host name. */
export function ipOfHost(hostname: string): string | undefined {
  const bare = hostname.startsWith('[') ? hostname.slice(1, -1) : hostname;
  return isIP(bare) ? bare : undefined;
}

/** True when `policy` lets the server reach `origin` whatever address it has. */
export function isTrustedOrigin(origin: string, policy: OutboundPolicy): boolean {
  return policy.allowPrivate === true || policy.trustedOrigins.has(origin);
}

/** The refusal of a private target (`host` as the URL or the connection names it). */
export const privateTargetError = (host: string): OutboundRefusedError =>
  new OutboundRefusedError(
    `${host} is a private, loopback or link-local address, which is not allowed here.`,
    'private_address',
  );

/**
 * Checks `text` before it is saved or used: parsed as {@link parseOutboundUrl}, and unless the
 * policy allows it, its host must be (or resolve only to) public addresses. A name that cannot be
 * resolved now passes: the connection itself is checked again (see outboundFetch), which also
 * catches a name that resolves differently by then.
 */
export async function checkOutboundUrl(
  text: string,
  policy: OutboundPolicy,
  resolve: ResolveAll = resolveAll,
): Promise<URL> {
  const url = parseOutboundUrl(text);
  if (isTrustedOrigin(url.origin, policy)) return url;
  const ip = ipOfHost(url.hostname);
  if (ip !== undefined) {
    if (!isPublicAddress(ip)) throw privateTargetError(url.hostname);
    return url;
  }
  const addresses = await resolve(url.hostname).catch(() => []);
  if (addresses.some((a) => !isPublicAddress(a))) throw privateTargetError(url.hostname);
  return url;
}

/** The normalised origins of operator-configured URLs, for {@link OutboundPolicy.trustedOrigins}. */
export function originsOf(urls: ReadonlyArray<string | undefined>): Set<string> {
  return new Set(urls.filter((u): u is string => !!u).map((u) => new URL(u).origin));
}

/** The guard's refusal in `error`'s cause chain (fetch wraps connection errors), if any. */
export function refusalIn(error: unknown): OutboundRefusedError | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    if (current instanceof OutboundRefusedError) return current;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
