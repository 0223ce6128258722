import fs from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { routeModules } from './routeModules';
import { routePreloads, type ViteManifest } from './routePreloads';
import type { PrerenderedPage, RenderPage } from '../src/prerender/prerenderedPage';
import { createSsrLoader, type SsrLoader } from './ssrLoader';

/** Read by the server (server/src/web/pageManifest.ts); in the dot folder, which is never served. */
export const PAGE_MANIFEST_FILE = '.vite/pages.json';

/** The public pages drawn before any script runs (docs/decisions: build-time prerender). */
const PRERENDERED_PATHS = ['/login', '/welcome'];
const LOCALES = ['en', 'zh-CN'] as const;
/** `system` is left out: which palette it means is known to the browser only. */
const THEMES = ['light', 'dark'] as const;

/** Every prerendered page in every language and theme the server can tell from the cookies. */
async function prerenderPages(loader: SsrLoader): Promise<PrerenderedPage[]> {
  const { renderPage } = await loader.load<{ renderPage: RenderPage }>('/src/prerender/renderPage.tsx');
  const pages: PrerenderedPage[] = [];
  for (const path of PRERENDERED_PATHS)
    for (const locale of LOCALES) for (const theme of THEMES) pages.push(await renderPage(path, locale, theme));
  return pages;
}

/**
 * The Vite plugin: once the bundle is written, loads the app in Node and writes what the server
 * needs to serve each page at its fastest: the chunks to preload per route and language, and the
 * public pages' markup and styles per language and theme.
 */
export function pageManifest(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'inkstone-page-manifest',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const manifest = JSON.parse(await fs.readFile(path.join(outDir, '.vite/manifest.json'), 'utf8')) as ViteManifest;
      const loader = await createSsrLoader(root);
      try {
        const preloads = routePreloads(manifest, await routeModules(loader));
        const prerendered = await prerenderPages(loader);
        await fs.writeFile(path.join(outDir, PAGE_MANIFEST_FILE), JSON.stringify({ ...preloads, prerendered }));
        this.info(
          `page manifest: preloads for ${preloads.routes.length} routes, ${prerendered.length} pages prerendered`,
        );
      } finally {
        await loader.close();
      }
    },
  };
}
