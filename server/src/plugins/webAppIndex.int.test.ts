import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../env.js';
import { removeWebDist, serveWebDist, writeWebDist, type WebDistServer } from '../test/builtWebApp.js';

// spec §9: the default locale comes from configuration (DEFAULT_LOCALE, fallback en); the served
// page carries it, so a first-time visitor without a language cookie starts in that language.
let webDistDir: string;
let configured: WebDistServer;
let unconfigured: WebDistServer;
let cnApp: FastifyInstance;
let defaultApp: FastifyInstance;
beforeAll(async () => {
  webDistDir = writeWebDist({ 'assets/app.js': 'console.log(1);\n' });
  configured = await serveWebDist(webDistDir, { DEFAULT_LOCALE: 'cn' });
  unconfigured = await serveWebDist(webDistDir);
  cnApp = configured.app;
  defaultApp = unconfigured.app;
});
afterAll(async () => {
  await configured?.close();
  await unconfigured?.close();
  removeWebDist(webDistDir);
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
