import type { FastifyInstance } from 'fastify';
import { METRICS_PATH, type AppMetrics } from '../metrics/appMetrics.js';

/** The route label of a request that matched no route: never its raw URL (unbounded, and it may carry ids). */
const UNMATCHED = 'unmatched';

/**
 * Counts every answered request by method, route pattern (`/v1/papers/library/:id`, never the URL
 * with its ids) and status, and observes its time; the scrape itself is left out.
 */
export function registerRequestMetrics(app: FastifyInstance, metrics: AppMetrics): void {
  app.addHook('onResponse', (req, reply, done) => {
    const route = req.routeOptions.url ?? UNMATCHED;
    if (route !== METRICS_PATH) {
      metrics.httpRequests.inc({ method: req.method, route, status: reply.statusCode });
      metrics.httpDuration.observe({ method: req.method, route }, reply.elapsedTime / 1000);
    }
    done();
  });
}
