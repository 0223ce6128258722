/**
 * A request URL under a source's base URL (with or without a trailing slash), with query
 * parameters set in order; parameters whose value is undefined are left out.
 */
export function sourceUrl(baseUrl: string, path: string, params: Record<string, string | undefined> = {}): URL {
  const url = new URL(`${baseUrl.replace(/\/$/, '')}${path}`);
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) url.searchParams.set(key, value);
  }
  return url;
}

/**
 * An identifier as path text of a lookup URL: percent-encoded, so it cannot add a query or a
 * fragment, and `/` stays raw only with `keepSlashes` (for services that document DOIs that way).
 * Then no part may be `.` or `..`, which the URL parser would resolve into another path, so such
 * an identifier is refused (a RangeError; lookups treat it as not found).
 */
export function idPath(id: string, { keepSlashes = false } = {}): string {
  const parts = keepSlashes ? id.split('/') : [id];
  if (parts.some((part) => part === '.' || part === '..' || part === ''))
    throw new RangeError(`not a usable identifier: ${id}`);
  return parts.map(encodeURIComponent).join('/');
}
