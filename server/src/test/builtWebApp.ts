import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { createTestApp, type TestApp } from './testApp.js';

/** The page `vite build` writes, stripped to what the server rewrites: `<html lang>`, the head, the root. */
export const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <title>Inkstone</title>
  </head>
  <body><div id="root"></div></body>
</html>
`;

/**
 * A temporary folder shaped as the web build: `files` maps a path inside it (`assets/app.js`) to its
 * content; `index.html` is INDEX_HTML unless `files` gives its own.
 */
export function writeWebDist(files: Record<string, string | Buffer> = {}): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'inkstone-web-dist-'));
  for (const [name, content] of Object.entries({ 'index.html': INDEX_HTML, ...files })) {
    const file = path.join(dir, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
  return dir;
}

export interface WebDistServer {
  app: FastifyInstance;
  testApp: TestApp;
  close(): Promise<void>;
}

/** The whole app on a fresh test database, serving the web build in `webDistDir`. */
export async function serveWebDist(webDistDir: string, env: Record<string, string> = {}): Promise<WebDistServer> {
  const testApp = await createTestApp(env);
  const app = await buildApp({ ctx: testApp.ctx, logger: false, webDistDir });
  return {
    app,
    testApp,
    async close() {
      await app.close();
      await testApp.close();
    },
  };
}

export function removeWebDist(dir: string | undefined): void {
  if (dir) rmSync(dir, { recursive: true, force: true });
}
