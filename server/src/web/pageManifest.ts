import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { LOCALES, type Locale, type ThemeChoice } from '@inkstone/shared/preferenceCookies';
import { APP_CHUNKS_META } from '@inkstone/shared/servedPage';

/** Written by the web build (web/build/pageManifest.ts); a dot folder, so never served as a file. */
const PAGE_MANIFEST_FILE = path.join('.vite', 'pages.json');

// Only hashed build files go into the page: a damaged manifest cannot put markup there.
const AssetHref = z.string().regex(/^\/assets\/[\w.-]+\.js$/);

/** A public page rendered at build time (web/src/prerender/renderPage.tsx), per language and theme. */
const PrerenderedPage = z.object({
  path: z.string().startsWith('/'),
  locale: z.enum(LOCALES),
  theme: z.enum(['light', 'dark']),
  /** Emotion's `<style>` tags, for the head. */
  head: z.string(),
  /** The markup of #root. */
  body: z.string(),
});
export type PrerenderedPage = z.infer<typeof PrerenderedPage>;

const PageManifest = z.object({
  /** The app's code, which the small entry script imports (web/src/startApp.tsx): named in every page. */
  app: z.array(AssetHref).default([]),
  /** The chunk of web/src/startApp.tsx itself. */
  appEntry: AssetHref.optional(),
  routes: z.array(
    z.object({
      path: z.string().startsWith('/'),
      /** The route's own chunks (layout, page). */
      preload: z.array(AssetHref),
      /** What those import beyond the entry's and the app's chunks. */
      imports: z.array(AssetHref).default([]),
    }),
  ),
  catalogues: z.record(z.string(), z.array(AssetHref)),
  prerendered: z.array(PrerenderedPage).default([]),
});
export type PageManifest = z.infer<typeof PageManifest>;

/**
 * Reads the web build's page manifest, again only when the file changed (a rebuilt app is served
 * with its own chunk names at once, as index.html is). Undefined when the build wrote none (an
 * older build, a test's stand-in dist): the page is then served without route hints.
 */
export function pageManifestReader(webDistDir: string): () => Promise<PageManifest | undefined> {
  const file = path.join(webDistDir, PAGE_MANIFEST_FILE);
  let cached: { mtimeMs: number; manifest: PageManifest | undefined } | undefined;
  return async () => {
    const stat = await fs.promises.stat(file).catch(() => undefined);
    if (!stat) return undefined;
    if (cached?.mtimeMs !== stat.mtimeMs) {
      const parsed = PageManifest.safeParse(JSON.parse(await fs.promises.readFile(file, 'utf8').catch(() => 'null')));
      cached = { mtimeMs: stat.mtimeMs, manifest: parsed.success ? parsed.data : undefined };
    }
    return cached.manifest;
  };
}

/** React Router's matching, as far as the route table uses it: static segments (any case) and `:params`. */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  return (
    want.length === have.length &&
    want.every((segment, i) => segment.startsWith(':') || segment.toLowerCase() === have[i]?.toLowerCase())
  );
}

/**
 * The chunks the page at `pathname` will ask for in `locale`: the app's, its route's and every chunk
 * those import, then the strings. All of them at once: found only as each import is evaluated, the
 * route's chunks came in a second and third wave, each a round trip later on a phone (issue 22).
 */
export function preloadsFor(manifest: PageManifest, pathname: string, locale: Locale): string[] {
  const route = manifest.routes.find((r) => matchesPattern(r.path, pathname));
  const routeChunks = [...(route?.preload ?? []), ...(route?.imports ?? [])];
  return [...new Set([...manifest.app, ...routeChunks, ...(manifest.catalogues[locale] ?? [])])];
}

/** The `<link>`s for `hrefs`; `crossorigin` as Vite writes its own, so the browser reuses the fetch. */
function modulePreloadLinks(hrefs: string[]): string {
  return hrefs.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('\n    ');
}

/**
 * The app's chunk as a module script of the page, for every page that starts the app at once: it
 * then loads as the page's own script did before the entry was split from it (decision 021), and
 * the entry's import of it finds it there. Reached only through the entry's import, the signed-in
 * pages painted 150–250 ms later (docs/benchmarks-delivery.md).
 */
function appScript(href: string): string {
  return `<script type="module" crossorigin src="${href}"></script>`;
}

/** The head of a page that starts the app at once: its chunks preloaded, and the app's as a script. */
export function appStartHints(hrefs: string[], appEntry: string | undefined): string {
  const links = modulePreloadLinks(hrefs);
  return appEntry ? `${links}\n    ${appScript(appEntry)}` : links;
}

/**
 * The chunks of a prerendered page, for its script to fetch once the page has loaded
 * (web/src/prerender/prefetchAppChunks.ts): its app starts at the visitor's first interaction
 * (decision 021), so they must not share the network with what the page shows first.
 */
export function appChunksMeta(hrefs: string[]): string {
  return `<meta name="${APP_CHUNKS_META}" content="${hrefs.join(' ')}">`;
}

/**
 * The page built ahead for this request, if there is one: the exact path without a query string
 * (the markup shows no query's effect), in the visitor's language and theme. `system` has none: which
 * palette it means only the browser knows. The browser checks the rest (web/src/prerender/prerenderMark.ts).
 */
export function prerenderedFor(
  manifest: PageManifest,
  url: string,
  locale: Locale,
  theme: ThemeChoice,
): PrerenderedPage | undefined {
  if (url.includes('?') || theme === 'system') return undefined;
  return manifest.prerendered.find((p) => p.path === url && p.locale === locale && p.theme === theme);
}
