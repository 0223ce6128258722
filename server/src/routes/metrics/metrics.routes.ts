import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { AuthenticationError } from '../../errors.js';
import { METRICS_PATH } from '../../metrics/appMetrics.js';

const digest = (text: string) => crypto.createHash('sha256').update(text).digest();

/**
 * `GET /metrics` in the Prometheus text format, when METRICS_ENABLED (otherwise the path is a 404
 * like any unknown one). With METRICS_TOKEN it needs `Authorization: Bearer <token>`: 401 otherwise.
 * Hidden from the OpenAPI document.
 */
export function registerMetricsRoutes(app: FastifyInstance, ctx: AppContext): void {
  if (!ctx.env.METRICS_ENABLED) return;
  // Digests of equal length, so the comparison takes the same time whatever was sent.
  const expected = ctx.env.METRICS_TOKEN ? digest(`Bearer ${ctx.env.METRICS_TOKEN}`) : undefined;
  app.get(METRICS_PATH, { schema: { hide: true }, logLevel: 'warn' }, async (req, reply) => {
    if (expected && !crypto.timingSafeEqual(digest(req.headers.authorization ?? ''), expected)) {
      throw AuthenticationError('Scraping the metrics needs the METRICS_TOKEN as a bearer token.');
    }
    const text = await ctx.metrics.registry.metrics();
    return reply.type(ctx.metrics.registry.contentType).header('cache-control', 'no-store').send(text);
  });
}
