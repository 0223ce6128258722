import { Agent, fetch as undiciFetch } from 'undici';
import { guardedConnector } from './guardedConnector.js';
import { isTrustedOrigin, parseOutboundUrl, type OutboundPolicy } from './outboundUrl.js';

const MAX_REDIRECTS = 5;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * A fetch for requests whose URL a user can influence (admin-entered model endpoints, identifiers
 * in literature lookups). Every URL is parsed by {@link parseOutboundUrl}; every connection, also
 * of a redirect, goes through {@link guardedConnector}, so private addresses are reached only as
 * `policy` allows. Redirects are followed only within the origin of the request: headers sent
 * along (an API key) never reach another host; a redirect elsewhere is returned as it came.
 * One dispatcher per policy keeps connections pooled, as the global fetch does. A trusted origin
 * (the operator's own endpoints) needs no connection check and goes through the global fetch, whose
 * pooled connections the model streams were measured on (docs/benchmarks-ai.md).
 */
export function createOutboundFetch(policy: OutboundPolicy): typeof globalThis.fetch {
  const dispatcher = new Agent({ connect: guardedConnector(policy) });
  return async (input, init) => {
    if (input instanceof Request) throw new TypeError('The outbound fetch takes a URL, not a Request.');
    let url = parseOutboundUrl(String(input));
    let request: RequestInit = { ...init };
    for (let hops = 0; ; hops++) {
      const response = isTrustedOrigin(url.origin, policy)
        ? await fetch(url, { ...request, redirect: 'manual' })
        : // undici's own fetch, so the dispatcher is of the same version; its Response has the global shape.
          ((await undiciFetch(url, {
            ...(request as Parameters<typeof undiciFetch>[1]),
            redirect: 'manual',
            dispatcher,
          })) as unknown as Response);
      const location = REDIRECTS.has(response.status) ? response.headers.get('location') : null;
      const next = location !== null && URL.canParse(location, url.href) ? new URL(location, url) : undefined;
      if (!next || next.origin !== url.origin || hops === MAX_REDIRECTS) return response;
      await response.body?.cancel();
      // As browsers do: 303, and 301/302 after a POST, continue as a GET without the body.
      if (response.status === 303 || (response.status <= 302 && request.method === 'POST'))
        request = { ...request, method: 'GET', body: undefined };
      url = next;
    }
  };
}
