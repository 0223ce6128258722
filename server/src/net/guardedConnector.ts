import { lookup } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { buildConnector } from 'undici';
import { isPublicAddress } from './addressRanges.js';
import { ipOfHost, isTrustedOrigin, privateTargetError, type OutboundPolicy } from './outboundUrl.js';

/**
 * A `lookup` for sockets that fails unless every address of the name is public. It runs when the
 * connection is made, so a name that resolved to a public address when a URL was checked and to a
 * private one now (DNS rebinding) is still refused.
 */
export function publicOnlyLookup(resolve: typeof lookup = lookup): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '');
      if (addresses.length === 0 || addresses.some((a) => !isPublicAddress(a.address)))
        return callback(privateTargetError(hostname), '');
      // Node asks for every address when it races IPv4 and IPv6 (autoSelectFamily), else for one.
      if (options.all) return callback(null, addresses);
      return callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

/**
 * The undici connector of an outbound dispatcher: trusted origins connect as usual; anything else
 * only to public addresses. IP literals are checked here because sockets never look them up.
 */
export function guardedConnector(policy: OutboundPolicy): buildConnector.connector {
  const direct = buildConnector({});
  const publicOnly = buildConnector({ lookup: publicOnlyLookup() });
  return (options, callback) => {
    if (isTrustedOrigin(`${options.protocol}//${options.host ?? options.hostname}`, policy))
      return direct(options, callback);
    const ip = ipOfHost(options.hostname);
    if (ip !== undefined && !isPublicAddress(ip)) return callback(privateTargetError(options.hostname), null);
    return publicOnly(options, callback);
  };
}
