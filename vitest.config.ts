import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Workspace packages are imported from their TypeScript sources, never from a stale dist/.
const resolve = {
  alias: [
    { find: /^@inkstone\/shared\/(.*)$/, replacement: fileURLToPath(new URL('./shared/src/$1.ts', import.meta.url)) },
  ],
};

export default defineConfig({
  test: {
    // Vitest's default for a run is one worker fewer than the cores: one worker on a two-core CI
    // machine, leaving a core idle while a CPU-bound file (PGlite is WebAssembly) runs. Every file has
    // its own database, so files may run side by side.
    maxWorkers: Math.max(2, os.availableParallelism()),
    projects: [
      {
        resolve,
        test: {
          name: 'unit',
          include: ['shared/src/**/*.test.ts', 'server/src/**/*.test.ts', 'bench/**/*.test.ts'],
          exclude: ['server/src/**/*.routes.test.ts', 'server/src/**/*.int.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        resolve,
        test: {
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // Both languages' strings before any test: the app fetches only the visitor's one.
          setupFiles: ['web/src/test/i18nCatalogues.ts'],
          isolate: false,
          // A page test renders MUI in jsdom: 1–3 s alone, 7–8 s on the two cores beside the other
          // projects' files (the default 5 s failed CI there, with nothing wrong).
          testTimeout: 20_000,
        },
      },
      {
        resolve,
        test: {
          name: 'integration',
          include: ['server/src/**/*.routes.test.ts', 'server/src/**/*.int.test.ts'],
          environment: 'node',
          globalSetup: ['server/src/test/globalSetup.ts'],
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
