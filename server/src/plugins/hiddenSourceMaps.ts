import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@inkstone/shared/errorCodes';

/**
 * The web build's source maps stay on the server for symbolicating reported stacks (issue 21) and
 * are never served: `*.map` is a 404 (not the app's index.html, which unknown paths get).
 */
export function registerHiddenSourceMaps(app: FastifyInstance): void {
  app.addHook('onRequest', async (req, reply) => {
    let pathname = req.url.split(/[?#]/)[0] ?? '';
    try {
      pathname = decodeURIComponent(pathname); // the static server decodes it too: `%2emap` is a map
    } catch {
      // malformed escapes: checked as sent
    }
    if (!/\.map\/*$/i.test(pathname)) return;
    await reply.status(404).send({ success: false, errorCode: ErrorCode.notFound, errorMsg: 'Not found.' });
  });
}
