import type { FastifyInstance } from 'fastify';

/** A route Fastify serves. */
export interface Route {
  method: string;
  /** Fastify's spelling: `/v1/papers/library/:id`, `/v1/docs/*`. */
  url: string;
}

const LINE = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/;

/**
 * Every route of a ready app, read from `printRoutes()` (Fastify has no other public route list once
 * the app is ready): each line of the tree is a segment under the line one level up.
 */
export function routeTable(app: FastifyInstance): Route[] {
  const prefixes: string[] = [];
  const routes: Route[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = LINE.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const url = (prefixes[depth - 1] ?? '') + match[2]!;
    prefixes[depth] = url;
    prefixes.length = depth + 1;
    for (const method of match[3]?.split(', ') ?? []) routes.push({ method, url });
  }
  return routes;
}
