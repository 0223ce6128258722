import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text formats the build writes; images and fonts Vite emits are compressed formats already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|webmanifest|xml)$/i;
/** Below this a compressed copy saves less than a packet and costs a file. */
const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/**
 * Writes `file.br` (brotli at its best quality, 11) and `file.gz` (gzip level 9) beside every
 * compressible file of `dir` above {@link MIN_BYTES}, except index.html, which the server renders per
 * visitor. Done once at build time, so the server sends the smallest copy without compressing per
 * request (server/src/plugins/webAssets.ts). Returns how many files got copies.
 */
export async function precompressDir(dir: string): Promise<number> {
  // Dot folders (Vite's .vite/manifest.json) are build records, not served.
  const files = (await filesUnder(dir)).filter((f) => {
    const relative = path.relative(dir, f);
    return COMPRESSIBLE.test(f) && relative !== 'index.html' && !relative.startsWith('.');
  });
  let count = 0;
  for (const file of files) {
    if (await compressBeside(file)) count += 1;
  }
  return count;
}

const isGone = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Writes one file's copies; false when it is too small, or was removed meanwhile: another build of
 * the same sources emptied the folder (two e2e runs in one working tree), and writes it again with
 * its own copies, so this one is not an error.
 */
async function compressBeside(file: string): Promise<boolean> {
  try {
    const bytes = await fs.readFile(file);
    if (bytes.length < MIN_BYTES) return false;
    const [br, gz] = await Promise.all([
      brotli(bytes, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
      gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
    ]);
    await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
    return true;
  } catch (err) {
    if (isGone(err)) return false;
    throw err;
  }
}

/** The Vite plugin: pre-compresses the output directory once the bundle is written. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'inkstone-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const count = await precompressDir(outDir);
      this.info(`pre-compressed ${count} files (brotli + gzip)`);
    },
  };
}
