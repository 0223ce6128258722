/**
 * GET requests started by the page's small entry (web/src/main.tsx) before the app's code has
 * arrived, for apiRequest to take instead of sending them again: the session check of a signed-in
 * page then travels beside the app's chunks instead of after them (issue 22). Each is taken once,
 * and only by a request made with the same token.
 */
const started = new Map<string, { token: string; response: Promise<Response> }>();

/** `init` plus the bearer `token`, when there is one. */
export function bearerHeaders(init: Record<string, string>, token: string | undefined): Headers {
  const headers = new Headers(init);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

/** The headers of every API request (web/src/lib/apiClient.ts), an early one's too. */
export function apiHeaders(token: string | undefined): Headers {
  return bearerHeaders({ Accept: 'application/json' }, token);
}

/** Starts `GET path` with `token`; a failure is left for the request that takes it to see. */
export function startEarlyGet(path: string, token: string): void {
  const response = fetch(path, { headers: apiHeaders(token) });
  // Unhandled until taken; the taker awaits it and handles the rejection then.
  response.catch(() => undefined);
  started.set(path, { token, response });
}

/** The response of an early `GET path` made with `token`, once; undefined when there is none. */
export function takeEarlyGet(path: string, token: string | undefined): Promise<Response> | undefined {
  const early = started.get(path);
  if (!early) return undefined;
  started.delete(path);
  return early.token === token ? early.response : undefined;
}

/** Forgets what was not taken: once the app has its first page, an early answer would be stale. */
export function dropEarlyGets(): void {
  started.clear();
}
