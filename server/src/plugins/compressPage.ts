import negotiate from '@fastify/accept-negotiator';
import zlib from 'node:zlib';
import { COMPRESS_THRESHOLD_BYTES } from './apiCompression.js';

/** The rendered page, compressed when the client accepts it, and the encoding it then carries. */
export interface PageBody {
  body: string | Buffer;
  encoding: 'br' | 'gzip' | undefined;
}

/**
 * Compresses the rendered index.html (a few kB) by `Accept-Encoding`. The not-found handler that
 * renders it is not a route, so the API compression (plugins/apiCompression.ts) never sees it.
 * Brotli at quality 5: a page is made per request, and 5 is within a few bytes of 11 on 3 kB.
 */
export function compressPage(page: string, acceptEncoding: string | undefined): PageBody {
  const encoding = acceptEncoding ? negotiate(acceptEncoding, ['br', 'gzip']) : null;
  if (!encoding || Buffer.byteLength(page) < COMPRESS_THRESHOLD_BYTES) return { body: page, encoding: undefined };
  if (encoding === 'br')
    return { body: zlib.brotliCompressSync(page, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }), encoding };
  return { body: zlib.gzipSync(page), encoding };
}
