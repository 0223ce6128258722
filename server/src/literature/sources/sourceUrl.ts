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
