import crypto from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { PinoLoggerOptions } from 'fastify/types/logger.js';
import type { AppContext } from './context.js';
import { LOG_REDACT } from './logRedact.js';
import { registerApiCompression } from './plugins/apiCompression.js';
import { authPlugin } from './plugins/auth.js';
import { registerCleanInput } from './plugins/cleanInput.js';
import { registerErrorHandler } from './plugins/errorHandler.js';
import { registerHiddenSourceMaps } from './plugins/hiddenSourceMaps.js';
import { registerNotFound } from './plugins/notFound.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerRequestMetrics } from './plugins/requestMetrics.js';
import { registerSecurityHeaders } from './plugins/securityHeaders.js';
import { handleClientError, handleFrameworkError, registerUrlLengthLimit } from './plugins/transportErrors.js';
import { registerWebAssets } from './plugins/webAssets.js';
import { registerHealthRoutes } from './routes/health/health.routes.js';
import { registerMetricsRoutes } from './routes/metrics/metrics.routes.js';
import { registerV1Routes } from './routes/v1/index.js';

export interface BuildAppOptions {
  ctx: AppContext;
  /** pino options, or false for no logging (tests). */
  logger: PinoLoggerOptions | false;
  /** Built web app to serve at /; the API alone when undefined. */
  webDistDir?: string;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Builds the Fastify instance without listening; tests call it with inject(). */
export async function buildApp({ ctx, logger, webDistDir }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger === false ? false : { ...logger, redact: LOG_REDACT },
    bodyLimit: ctx.env.BODY_LIMIT_BYTES,
    trustProxy: ctx.env.TRUST_PROXY,
    requestIdHeader: false,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
    },
    // Stops an upload that trickles forever from holding a socket.
    requestTimeout: 120_000,
    return503OnClosing: true,
    frameworkErrors: handleFrameworkError,
    clientErrorHandler: handleClientError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });

  // Only when served: counting costs a little on every request (docs/benchmarks.md, "Metrics").
  if (ctx.env.METRICS_ENABLED) registerRequestMetrics(app, ctx.metrics);
  await registerSecurityHeaders(app);
  // Before the routes: it attaches itself to each route as it is added.
  await registerApiCompression(app);
  registerErrorHandler(app);
  registerCleanInput(app);
  registerUrlLengthLimit(app);
  await registerOpenApi(app);
  await app.register(authPlugin, ctx);
  registerHealthRoutes(app, ctx);
  registerMetricsRoutes(app, ctx);
  await registerV1Routes(app, ctx);

  if (webDistDir) {
    registerHiddenSourceMaps(app);
    await registerWebAssets(app, webDistDir);
  }
  registerNotFound(app, webDistDir, ctx.env.DEFAULT_LOCALE);
  await app.ready();
  return app;
}
