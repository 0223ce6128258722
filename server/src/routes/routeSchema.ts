/**
 * The OpenAPI part the routes of a module share: their tag; the bearer scheme unless they are public;
 * `text/event-stream` for streams; a description of the route when it has one.
 */
export function routeSchema(
  tag: string,
  opts: { isPublic?: boolean; isStream?: boolean; description?: string } = {},
): { tags: string[]; security?: Array<Record<string, string[]>>; produces?: string[]; description?: string } {
  return {
    tags: [tag],
    ...(opts.isPublic ? {} : { security: [{ bearer: [] }] }),
    ...(opts.isStream ? { produces: ['text/event-stream'] } : {}),
    ...(opts.description ? { description: opts.description } : {}),
  };
}
