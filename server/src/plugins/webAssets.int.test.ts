import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeWebDist, serveWebDist, writeWebDist, type WebDistServer } from '../test/builtWebApp.js';
import { IMMUTABLE_CACHE, REVALIDATE_CACHE } from './webAssets.js';

// Issue 22: hashed assets are cached for a year and sent pre-compressed by Accept-Encoding; the page
// itself and un-hashed files revalidate.
const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <title>Inkstone</title>
    <script type="module" crossorigin src="/assets/index-Ab12Cd34.js"></script>
    <!-- ${'a comment long enough to be worth compressing '.repeat(40)} -->
  </head>
  <body><div id="root"></div></body>
</html>
`;

let webDistDir: string;
let server: WebDistServer;
let app: FastifyInstance;
beforeAll(async () => {
  // The shape the build writes (web/build/precompress.ts): each asset with its .br and .gz copies.
  const script = 'assets/index-Ab12Cd34.js';
  webDistDir = writeWebDist({
    [script]: SCRIPT,
    [`${script}.br`]: brotliCompressSync(SCRIPT),
    [`${script}.gz`]: gzipSync(SCRIPT),
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'index.html': INDEX_HTML,
  });
  server = await serveWebDist(webDistDir);
  app = server.app;
});
afterAll(async () => {
  await server?.close();
  removeWebDist(webDistDir);
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('the built web app files', () => {
  it('sends a hashed asset as its brotli copy, cached as immutable for a year', async () => {
    const res = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(res.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString('utf8')).toBe(SCRIPT);
  });

  it('falls back to the gzip copy, then to the file itself', async () => {
    const gzip = await get('/assets/index-Ab12Cd34.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(SCRIPT);
    expect(gzip.headers['cache-control']).toBe(IMMUTABLE_CACHE);

    const plain = await get('/assets/index-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers['cache-control']).toBe(IMMUTABLE_CACHE);
  });

  it('makes an un-hashed file revalidate', async () => {
    const res = await get('/favicon.svg', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(REVALIDATE_CACHE);
  });

  it('makes the page revalidate and compresses it, with the visitor’s preferences in it', async () => {
    for (const url of ['/', '/apps/home']) {
      const res = await get(url, 'gzip');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control']).toBe(REVALIDATE_CACHE);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers.vary).toMatch(/cookie/i);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      const page = gunzipSync(res.rawPayload).toString('utf8');
      expect(page).toContain('<html lang="en" data-theme="light">');
      expect(page).toContain('<meta name="inkstone-default-locale" content="en" />');
    }
  });

  it('serves the files of a rebuild made while it runs', async () => {
    const rebuilt = path.join(webDistDir, 'assets', 'index-Ef56Gh78.js');
    writeFileSync(rebuilt, SCRIPT);
    const res = await get('/assets/index-Ef56Gh78.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.body).toBe(SCRIPT);
  });

  it('never caches the page answering a missing asset as immutable', async () => {
    const res = await get('/assets/missing-0000.js', 'br');
    expect(res.headers['cache-control']).not.toBe(IMMUTABLE_CACHE);
  });
});
