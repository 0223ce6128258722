import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@inkstone/shared/errorCodes';
import type { Locale } from '@inkstone/shared/preferenceCookies';
import { pagePreferences, renderIndexHtml } from '../web/indexHtml.js';
import { appChunksMeta, appStartHints, pageManifestReader, preloadsFor, prerenderedFor } from '../web/pageManifest.js';
import { compressPage } from './compressPage.js';

const API_PREFIXES = ['/v1/', '/healthz', '/readyz', '/metrics'];

/**
 * Unknown API paths get the 404 envelope `endpoint_not_found`. Other GETs (`/` and `/index.html`
 * included: the static files leave them here) are routes of the web app and receive its index.html
 * when the built app is being served, told the visitor's language and theme and the default locale.
 */
export function registerNotFound(app: FastifyInstance, webDistDir: string | undefined, defaultLocale: Locale): void {
  const indexHtml = webDistDir ? path.join(webDistDir, 'index.html') : undefined;
  const readPageManifest = webDistDir ? pageManifestReader(webDistDir) : () => Promise.resolve(undefined);
  app.setNotFoundHandler(async (req, reply) => {
    const isApi = API_PREFIXES.some((p) => req.url.startsWith(p)) || req.url === '/v1';
    // Read on every request (2-3 kB): a rebuilt app is served with its own asset names at once.
    const template =
      indexHtml !== undefined && !isApi && (req.method === 'GET' || req.method === 'HEAD')
        ? await fs.promises.readFile(indexHtml, 'utf8').catch(() => null)
        : null;
    if (template !== null) {
      const prefs = pagePreferences(req.headers.cookie, defaultLocale);
      const manifest = await readPageManifest();
      // The public pages come drawn, in the visitor's language and theme, before any script runs.
      const prerendered = manifest && prerenderedFor(manifest, req.url, prefs.locale, prefs.theme);
      // The app's and the route's chunks and the language's strings start downloading with the entry
      // script; a drawn page lists them, fetched once it has loaded (decision 021).
      const pathname = req.url.split('?')[0] ?? '/';
      const preloads = manifest ? preloadsFor(manifest, pathname, prefs.locale) : [];
      const hints = prerendered ? appChunksMeta(preloads) : appStartHints(preloads, manifest?.appEntry);
      const page = renderIndexHtml(template, prefs, {
        head: `${hints}${prerendered ? `\n    ${prerendered.head}` : ''}`,
        root: prerendered || undefined,
      });
      const { body, encoding } = compressPage(page, req.headers['accept-encoding']);
      if (encoding) reply.header('content-encoding', encoding);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'Cookie, Accept-Encoding')
        .send(body);
    }
    return reply.status(404).send({
      success: false,
      errorCode: ErrorCode.endpointNotFound,
      errorMsg: `Endpoint ${req.method} ${req.url.split('?')[0]} does not exist.`,
    });
  });
}
