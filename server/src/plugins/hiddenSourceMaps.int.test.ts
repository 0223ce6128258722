import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeWebDist, serveWebDist, writeWebDist, type WebDistServer } from '../test/builtWebApp.js';

let server: WebDistServer;
let app: FastifyInstance;
let dist: string;
beforeAll(async () => {
  // A built web app as `vite build` with hidden source maps leaves it: each chunk with its map beside it.
  dist = writeWebDist({
    'assets/index-Ab12Cd34.js': 'console.log(1)',
    'assets/index-Ab12Cd34.js.map': '{"version":3,"sources":["../../src/main.tsx"]}',
  });
  server = await serveWebDist(dist);
  app = server.app;
});
afterAll(async () => {
  await server?.close();
  removeWebDist(dist);
});

describe('hidden source maps', () => {
  it('serves the chunk but answers 404 for its map, however the path is spelled', async () => {
    const chunk = await app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js' });
    expect(chunk.statusCode).toBe(200);
    expect(chunk.body).toBe('console.log(1)');
    for (const url of [
      '/assets/index-Ab12Cd34.js.map',
      '/assets/index-Ab12Cd34.js.MAP',
      '/assets/index-Ab12Cd34.js%2emap',
      '/assets/index-Ab12Cd34.js.map?x=1',
      '/assets/missing.js.map',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ success: false, errorCode: 'not_found' });
      expect(res.body).not.toContain('sources');
    }
  });
});
