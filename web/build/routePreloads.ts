import type { RouteModules } from './routeModules';

/** The part of Vite's .vite/manifest.json read here. */
export type ViteManifest = Record<string, { file: string; imports?: string[] }>;

/** What the server adds to the page it serves for a URL, in the order to fetch it. */
export interface RoutePreloads {
  /** The app's own code (web/src/startApp.tsx and what it imports), which the small entry imports. */
  app: string[];
  /** The chunk of web/src/startApp.tsx itself. */
  appEntry: string;
  /**
   * Per URL pattern: the chunks of the route's lazy modules (layout, page), and every chunk those
   * import beyond the entry's and the app's.
   */
  routes: { path: string; preload: string[]; imports: string[] }[];
  /** Per locale: its catalogue chunk and what that imports. */
  catalogues: Record<string, string[]>;
}

/** The page's entry, whose script is web/src/main.tsx; relative to web/, as Vite's manifest keys it. */
export const ENTRY_MODULE = 'index.html';
/** The module the entry imports to start React and the router (an entry of the build too: vite.config.ts). */
export const APP_MODULE = 'src/startApp.tsx';

/**
 * The catalogue module of each locale (web/src/lib/i18n.ts, LOADERS): fetched in parallel with the
 * route's chunks. A renamed catalogue fails the build here rather than losing the hint in silence.
 */
const CATALOGUE_MODULES: Record<string, string> = {
  en: 'src/lib/catalogues/en.ts',
  'zh-CN': 'src/lib/catalogues/zhCN.ts',
};

/** `key` and every chunk it imports statically, as URL paths, depth first in import order. */
function closureOf(manifest: ViteManifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`route preloads: ${key} is not in Vite's manifest`);
  if (seen.has(key)) return [];
  seen.add(key);
  return [`/${chunk.file}`, ...(chunk.imports ?? []).flatMap((k) => closureOf(manifest, k, seen))];
}

function fileOf(manifest: ViteManifest, key: string): string {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`route preloads: ${key} is not in Vite's manifest`);
  return `/${chunk.file}`;
}

/**
 * Which chunks each page asks for first, read from Vite's manifest, so the server can name them
 * in the page: they then download in parallel with the entry instead of after it has run and asked
 * for them. The app's code (startApp and its static imports, what index.html's own links named
 * before the entry was split from it) on every page, and the route's chunks with everything they
 * import (`imports`): found only as each import ran, they came in waves, a round trip apart on a
 * phone. A prerendered page fetches the same list once it has loaded, since its app starts at the
 * first interaction and must find it all cached (decision 021).
 */
export function routePreloads(manifest: ViteManifest, routes: RouteModules[]): RoutePreloads {
  const initial = new Set(closureOf(manifest, ENTRY_MODULE));
  const beyondEntry = (keys: string[]) => {
    const seen = new Set<string>();
    return [...new Set(keys.flatMap((k) => closureOf(manifest, k, seen)))].filter((f) => !initial.has(f));
  };
  const app = beyondEntry([APP_MODULE]);
  const inApp = new Set(app);
  return {
    app,
    appEntry: fileOf(manifest, APP_MODULE),
    routes: routes.map((r) => ({
      path: r.path,
      preload: r.modules.map((k) => fileOf(manifest, k)),
      imports: beyondEntry(r.modules).filter((f) => !inApp.has(f)),
    })),
    catalogues: Object.fromEntries(
      Object.entries(CATALOGUE_MODULES).map(([locale, key]) => [locale, beyondEntry([key])]),
    ),
  };
}
