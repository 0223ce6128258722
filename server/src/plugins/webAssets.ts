import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Vite names every file it writes under assets/ after its content: a changed file gets a new name. */
const HASHED_DIR = 'assets';

/** A year, the longest lifetime caches honour; `immutable` spares even the reload's revalidation. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Un-hashed files keep their name across releases: the browser asks each time whether they changed. */
export const REVALIDATE_CACHE = 'no-cache';

/** Whether `filePath` (as sent, possibly its .br/.gz sibling) is a content-hashed build file. */
function isHashed(root: string, filePath: string): boolean {
  const relative = path.relative(root, filePath).split(path.sep);
  return relative.length > 1 && relative[0] === HASHED_DIR;
}

/**
 * Serves the built web app's files. The build writes a brotli and a gzip copy beside each text asset
 * (web/vite.config.ts, precompress), sent by `Accept-Encoding` without compressing anything per
 * request; hashed files under /assets/ are cached for a year as immutable, the others revalidate.
 * index.html is not served as a file: the not-found handler renders it with the visitor's
 * preferences (plugins/notFound.ts), and API compression compresses it.
 */
export async function registerWebAssets(app: FastifyInstance, webDistDir: string): Promise<void> {
  const root = path.resolve(webDistDir);
  await app.register(fastifyStatic, {
    root,
    // Looked up per request, not listed at start: a rebuilt app's new file names are served at once
    // (index.html, read per request, already names them). A path that is no file goes on to the
    // not-found handler, which renders the page for the app's routes.
    wildcard: true,
    index: false,
    // Folders (`/` included) are app routes too, never listings; dot folders (.vite/) are the
    // build's records for the server (manifests), not files for the browser.
    allowedPath: (pathName) =>
      pathName !== '/index.html' && !pathName.endsWith('/') && !pathName.split('/').some((s) => s.startsWith('.')),
    preCompressed: true,
    // send's own `max-age=0` would make every visit revalidate every asset.
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', isHashed(root, filePath) ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
    },
  });
}
