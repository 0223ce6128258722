import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@inkstone/shared/errorCodes';

const API_PREFIXES = ['/v1/', '/healthz', '/readyz', '/metrics'];

/**
 * Unknown API paths get the 404 envelope `endpoint_not_found`. Other GETs are routes of the web app
 * and receive its index.html when the built app is being served.
 */
export function registerNotFound(app: FastifyInstance, webDistDir: string | undefined): void {
  const indexHtml = webDistDir ? path.join(webDistDir, 'index.html') : undefined;
  const hasSpa = indexHtml !== undefined && fs.existsSync(indexHtml);
  app.setNotFoundHandler((req, reply) => {
    const isApi = API_PREFIXES.some((p) => req.url.startsWith(p)) || req.url === '/v1';
    if (hasSpa && !isApi && (req.method === 'GET' || req.method === 'HEAD')) {
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({
      success: false,
      errorCode: ErrorCode.endpointNotFound,
      errorMsg: `Endpoint ${req.method} ${req.url.split('?')[0]} does not exist.`,
    });
  });
}
