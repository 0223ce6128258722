import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { codeSplitting } from './build/chunkGroups';
import { pageManifest } from './build/pageManifest';
import { APP_MODULE, ENTRY_MODULE } from './build/routePreloads';
import { precompress } from './build/precompress';

const API_TARGET = 'http://localhost:3000';

/**
 * The build id reports carry (issue 21): INKSTONE_RELEASE when the deployment names one, else the
 * commit and the build time.
 */
function releaseId(): string {
  if (process.env.INKSTONE_RELEASE) return process.env.INKSTONE_RELEASE;
  let commit = 'nogit';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    // a build outside a git checkout (an unpacked tarball)
  }
  return `${commit}.${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}`;
}

export default defineConfig(({ command }) => ({
  plugins: [react(), precompress(), pageManifest()],
  define: { __INKSTONE_RELEASE__: JSON.stringify(command === 'build' ? releaseId() : 'dev') },
  resolve: {
    // Workspace packages come from their TypeScript sources, never from a stale dist/.
    alias: [
      {
        find: /^@inkstone\/shared\/(.*)$/,
        replacement: fileURLToPath(new URL('../shared/src/$1.ts', import.meta.url)),
      },
    ],
  },
  server: {
    port: 5173,
    proxy: {
      '/v1': API_TARGET,
      '/healthz': API_TARGET,
      '/readyz': API_TARGET,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Maps for symbolicating reported stacks: written beside the chunks, never linked from them; the
    // server reads them and refuses to serve *.map (server/src/plugins/hiddenSourceMaps.ts).
    sourcemap: 'hidden',
    // .vite/manifest.json: the chunk graph scripts/jsBudget.mjs reads to measure the initial JS.
    manifest: true,
    rolldownOptions: {
      // The app (web/src/startApp.tsx) is an entry of its own, imported by the small entry when the
      // page starts it (decision 021): its static graph is then what `$initial` means in the chunk
      // groups, which keep the routes' MUI components out of it.
      input: {
        index: fileURLToPath(new URL(ENTRY_MODULE, import.meta.url)),
        app: fileURLToPath(new URL(APP_MODULE, import.meta.url)),
      },
      output: { codeSplitting },
    },
  },
}));
