import { utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeWebDist, serveWebDist, writeWebDist, type WebDistServer } from '../test/builtWebApp.js';

// Issue 22: the page served for a route names that route's chunks and the visitor's catalogue, so
// they download beside the entry script instead of after it has run; the public pages come drawn
// (built ahead per language and theme) for the visitor's cookies.
const PAGES = {
  app: ['/assets/startApp-h8.js', '/assets/react-i9.js'],
  appEntry: '/assets/startApp-h8.js',
  routes: [
    {
      path: '/login',
      preload: ['/assets/BlankLayout-a1.js', '/assets/LoginPage-b2.js'],
      imports: ['/assets/TextField-j1.js'],
    },
    { path: '/pages/user-profile/:tab', preload: ['/assets/DefaultLayout-c3.js', '/assets/UserProfilePage-d4.js'] },
  ],
  catalogues: {
    en: ['/assets/en-e5.js', '/assets/merge-f6.js'],
    'zh-CN': ['/assets/zhCN-g7.js', '/assets/merge-f6.js'],
  },
  prerendered: (['en', 'zh-CN'] as const).flatMap((locale) =>
    (['light', 'dark'] as const).map((theme) => ({
      path: '/login',
      locale,
      theme,
      head: `<style data-emotion="css abc">.${theme}{}</style>`,
      // `$&` and `$'` are replacement patterns for String.replace: they must arrive as text.
      body: `<h1>Sign in (${locale}, ${theme}) costs $& and $' nothing</h1>`,
    })),
  ),
};

const link = (href: string) => `<link rel="modulepreload" crossorigin href="${href}">`;
const preloadedIn = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
const listedIn = (html: string) => /<meta name="inkstone-app-chunks" content="([^"]*)">/.exec(html)?.[1]?.split(' ');

let webDistDir: string;
let server: WebDistServer;
let app: FastifyInstance;

function writePages(pages: unknown): void {
  const file = path.join(webDistDir, '.vite', 'pages.json');
  writeFileSync(file, JSON.stringify(pages));
  // A rewrite within the same millisecond must still read as a change.
  const later = new Date(Date.now() + Math.random() * 1e6);
  utimesSync(file, later, later);
}

beforeAll(async () => {
  webDistDir = writeWebDist({ '.vite/pages.json': '' });
  writePages(PAGES);
  server = await serveWebDist(webDistDir);
  app = server.app;
});
afterAll(async () => {
  await server?.close();
  removeWebDist(webDistDir);
});

describe('route preloads in the served page', () => {
  it("names the app's chunks, the route's and what they import, then the visitor's catalogue, in the head", async () => {
    const res = await app.inject({ method: 'GET', url: '/login?tab=sms' });
    expect(res.statusCode).toBe(200);
    const head = res.body.split('</head>')[0] ?? '';
    expect(preloadedIn(head)).toEqual([
      '/assets/startApp-h8.js',
      '/assets/react-i9.js',
      '/assets/BlankLayout-a1.js',
      '/assets/LoginPage-b2.js',
      '/assets/TextField-j1.js',
      '/assets/en-e5.js',
      '/assets/merge-f6.js',
    ]);
  });

  it("runs the app's chunk as a module script of a page that starts the app at once, not of a drawn one", async () => {
    const appScript = '<script type="module" crossorigin src="/assets/startApp-h8.js"></script>';
    const head = async (url: string) => (await app.inject({ method: 'GET', url })).body.split('</head>')[0];
    expect(await head('/login?tab=sms')).toContain(appScript);
    expect(await head('/pages/user-profile/basic')).toContain(appScript);
    expect(await head('/login')).not.toContain(appScript);
  });

  it('matches parameters and the language cookie', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/pages/user-profile/basic',
      headers: { cookie: 'language=cn' },
    });
    expect(preloadedIn(res.body)).toEqual([
      '/assets/startApp-h8.js',
      '/assets/react-i9.js',
      '/assets/DefaultLayout-c3.js',
      '/assets/UserProfilePage-d4.js',
      '/assets/zhCN-g7.js',
      '/assets/merge-f6.js',
    ]);
  });

  it("gives a path outside the table the app's chunks and the catalogue", async () => {
    const res = await app.inject({ method: 'GET', url: '/no/such/page' });
    expect(preloadedIn(res.body)).toEqual([
      '/assets/startApp-h8.js',
      '/assets/react-i9.js',
      '/assets/en-e5.js',
      '/assets/merge-f6.js',
    ]);
  });

  it('never serves the build records of the dot folder (.vite/) as files', async () => {
    for (const url of ['/.vite/pages.json', '/assets/../.vite/pages.json', '/.vite/manifest.json']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.body, url).not.toContain('"routes"');
    }
  });

  it('follows a rebuilt manifest, and puts nothing from a damaged one into the page', async () => {
    writePages({ ...PAGES, routes: [{ path: '/login', preload: ['/assets/LoginPage-new.js'] }] });
    expect(preloadedIn((await app.inject({ method: 'GET', url: '/login?tab=sms' })).body)).toContain(
      '/assets/LoginPage-new.js',
    );
    writePages({ ...PAGES, routes: [{ path: '/login', preload: ['"><script>alert(1)</script>'] }] });
    const damaged = await app.inject({ method: 'GET', url: '/login?tab=sms' });
    expect(damaged.statusCode).toBe(200);
    expect(damaged.body).not.toContain('<script>alert');
    expect(preloadedIn(damaged.body)).toEqual([]);
    writePages(PAGES);
    expect((await app.inject({ method: 'GET', url: '/login?tab=sms' })).body).toContain(
      link('/assets/LoginPage-b2.js'),
    );
  });
});

const ROOT_OPEN = (locale: string, theme: string) =>
  `<div id="root" inert data-prerender-path="/login" data-prerender-locale="${locale}" data-prerender-theme="${theme}">`;

describe('prerendered public pages in the served page', () => {
  it("puts the page's markup into #root and its styles into the head, for a visitor without cookies", async () => {
    const res = await app.inject({ method: 'GET', url: '/login' });
    const [head = '', body = ''] = res.body.split('</head>');
    expect(head).toContain('<style data-emotion="css abc">.light{}</style>');
    expect(body).toContain(`${ROOT_OPEN('en', 'light')}<h1>Sign in (en, light) costs $& and $' nothing</h1></div>`);
    // The chunks that hydrate it are listed for its script to fetch once it has loaded: the page
    // starts its app at the first interaction (decision 021), so they must not hold up what it shows.
    expect(listedIn(head)).toEqual([
      '/assets/startApp-h8.js',
      '/assets/react-i9.js',
      '/assets/BlankLayout-a1.js',
      '/assets/LoginPage-b2.js',
      '/assets/TextField-j1.js',
      '/assets/en-e5.js',
      '/assets/merge-f6.js',
    ]);
    expect(preloadedIn(head)).toEqual([]);
  });

  it("follows the visitor's language and theme cookies", async () => {
    const res = await app.inject({ method: 'GET', url: '/login', headers: { cookie: 'language=cn; theme=dark' } });
    expect(res.body).toContain(`${ROOT_OPEN('zh-CN', 'dark')}<h1>Sign in (zh-CN, dark)`);
    expect(res.body).toContain('.dark{}');
    expect(res.body).not.toContain('.light{}');
  });

  it('leaves #root empty where the markup could be wrong: a query string, the system theme, other pages', async () => {
    for (const [url, cookie] of [
      ['/login?tab=sms', ''],
      ['/login', 'theme=system'],
      ['/login/', ''],
      ['/pages/user-profile/basic', ''],
    ] as const) {
      const res = await app.inject({ method: 'GET', url, headers: { cookie } });
      expect(res.body, `${url} ${cookie}`).toContain('<div id="root"></div>');
      expect(res.body, `${url} ${cookie}`).not.toContain('data-emotion');
    }
  });
});
