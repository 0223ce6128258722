import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createTestApp, type TestApp } from '../test/testApp.js';

let t: TestApp;
let app: FastifyInstance;
let dist: string;
beforeAll(async () => {
  // A built web app as `vite build` with hidden source maps leaves it: each chunk with its map beside it.
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(dist, 'assets', 'index-Ab12Cd34.js'), 'console.log(1)');
  fs.writeFileSync(
    path.join(dist, 'assets', 'index-Ab12Cd34.js.map'),
    '{"version":3,"sources":["../../src/main.tsx"]}',
  );
  t = await createTestApp();
  app = await buildApp({ ctx: t.ctx, logger: false, webDistDir: dist });
});
afterAll(async () => {
  await app.close();
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
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
