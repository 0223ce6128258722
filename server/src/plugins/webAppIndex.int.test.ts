import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadEnv } from '../env.js';
import { createTestApp, type TestApp } from '../test/testApp.js';

// spec §9: the default locale comes from configuration (DEFAULT_LOCALE, fallback en); the served
// page carries it, so a first-time visitor without a language cookie starts in that language.
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <title>Inkstone</title>
  </head>
  <body><div id="root"></div></body>
</html>
`;

let webDistDir: string;
let configured: TestApp;
let unconfigured: TestApp;
let cnApp: FastifyInstance;
let defaultApp: FastifyInstance;
beforeAll(async () => {
  webDistDir = mkdtempSync(path.join(tmpdir(), 'inkstone-web-dist-'));
  writeFileSync(path.join(webDistDir, 'index.html'), INDEX_HTML);
  mkdirSync(path.join(webDistDir, 'assets'));
  writeFileSync(path.join(webDistDir, 'assets', 'app.js'), 'console.log(1);\n');
  configured = await createTestApp({ DEFAULT_LOCALE: 'cn' });
  unconfigured = await createTestApp();
  cnApp = await buildApp({ ctx: configured.ctx, logger: false, webDistDir });
  defaultApp = await buildApp({ ctx: unconfigured.ctx, logger: false, webDistDir });
});
afterAll(async () => {
  await cnApp.close();
  await defaultApp.close();
  await configured.close();
  await unconfigured.close();
  rmSync(webDistDir, { recursive: true, force: true });
});

const META = (locale: string) => `<meta name="inkstone-default-locale" content="${locale}" />`;

describe('the served web app page', () => {
  it('tells a visitor without cookies the configured locale, on every route of the app', async () => {
    for (const url of ['/', '/index.html', '/apps/home', '/pages/account-settings/account']) {
      const res = await cnApp.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body, url).toContain(META('zh-CN'));
      expect(res.body, url).toContain('<html lang="zh-CN" data-theme="light">');
    }
  });

  it('falls back to en when DEFAULT_LOCALE is not set', async () => {
    const res = await defaultApp.inject({ method: 'GET', url: '/apps/home' });
    expect(res.body).toContain(META('en'));
    expect(res.body).toContain('<html lang="en" data-theme="light">');
  });

  it("follows the visitor's language and theme cookies, keeping the default in the meta tag", async () => {
    const res = await cnApp.inject({
      method: 'GET',
      url: '/apps/editor',
      headers: { cookie: 'theme=dark; language=en' },
    });
    expect(res.body).toContain('<html lang="en" data-theme="dark">');
    expect(res.body).toContain(META('zh-CN'));
    expect(res.headers.vary).toMatch(/cookie/i);
  });

  it('ignores cookie values that are not a language or a theme', async () => {
    const res = await defaultApp.inject({
      method: 'GET',
      url: '/',
      headers: { cookie: 'language="><script>x</script>; theme=neon' },
    });
    expect(res.body).toContain('<html lang="en" data-theme="light">');
    expect(res.body).not.toContain('<script>x');
  });

  it('still serves the build files and answers unknown API paths with the 404 envelope', async () => {
    const js = await cnApp.inject({ method: 'GET', url: '/assets/app.js' });
    expect(js.statusCode).toBe(200);
    expect(js.body).toBe('console.log(1);\n');
    const api = await cnApp.inject({ method: 'GET', url: '/v1/nothing/here' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ success: false, errorCode: 'endpoint_not_found' });
  });
});

describe('DEFAULT_LOCALE', () => {
  it('takes en and zh-CN, with the spec’s cn (and zh) meaning zh-CN', () => {
    expect(loadEnv({}).DEFAULT_LOCALE).toBe('en');
    expect(loadEnv({ DEFAULT_LOCALE: 'zh-CN' }).DEFAULT_LOCALE).toBe('zh-CN');
    expect(loadEnv({ DEFAULT_LOCALE: 'cn' }).DEFAULT_LOCALE).toBe('zh-CN');
    expect(loadEnv({ DEFAULT_LOCALE: 'zh' }).DEFAULT_LOCALE).toBe('zh-CN');
    expect(() => loadEnv({ DEFAULT_LOCALE: 'fr' })).toThrow(/DEFAULT_LOCALE: must be en or zh-CN/);
  });
});
