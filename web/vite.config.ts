import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_TARGET = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
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
  },
});
