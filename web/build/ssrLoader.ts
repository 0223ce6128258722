import path from 'node:path';
import { createServer, type ViteDevServer } from 'vite';

/**
 * Libraries that decide at load time whether they run in a browser (`typeof document`): Emotion
 * writes styles into a sheet instead of collecting them, MUI inserts a <style> for its layers. They
 * are loaded before the browser stand-ins below exist, so they take the server path.
 */
const BROWSER_SENSING_DEPS = ['@emotion/react', '@emotion/styled', '@emotion/cache', '@mui/material', '@mui/system'];

/**
 * What the app's stores read while their modules load (the saved session, the language meta tag,
 * the theme query): an empty device, that is a visitor who is not signed in and chose nothing.
 * Defined once per process; the page renders never depend on more than this.
 */
function installBrowserStandIns(): void {
  const stored = new Map<string, string>();
  const g = globalThis as Record<string, unknown>;
  g.window ??= globalThis;
  g.localStorage ??= {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, String(value)),
    removeItem: (key: string) => void stored.delete(key),
  };
  g.matchMedia ??= () => ({ matches: false, addEventListener() {}, removeEventListener() {} });
  g.document ??= { querySelector: () => null, cookie: '', documentElement: { dataset: {} } };
}

/** A module loader for the app's sources in Node (Vite's SSR runner), at build time. */
export interface SsrLoader {
  load<T>(sourcePath: string): Promise<T>;
  close(): Promise<void>;
}

/** Starts Vite's SSR module runner on the web app in `root` (no HTTP server, no file watching). */
export async function createSsrLoader(root: string): Promise<SsrLoader> {
  const server: ViteDevServer = await createServer({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    mode: 'production',
    appType: 'custom',
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  for (const dep of BROWSER_SENSING_DEPS) await server.ssrLoadModule(dep);
  installBrowserStandIns();
  return {
    load: async <T>(sourcePath: string) => (await server.ssrLoadModule(sourcePath)) as T,
    close: () => server.close(),
  };
}
