import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as esbuild from 'esbuild';

/**
 * The server as plain JavaScript for the tests that spawn it (serverProcess.ts, workerProcess.ts).
 *
 * Started through tsx, every spawned process spends about twice the CPU loading its modules (the
 * loader hooks see every import, node_modules included; measured 5.4–6.1 s against 2.8–3.3 s for the
 * same import on this machine), and its snapshot-unpacking child is a tsx process too
 * (runNodeScript). The integration suite spawns a few dozen servers and workers per pass, so
 * globalSetup transpiles the sources once per run instead — esbuild, file by file, no bundling, in
 * well under a second — and the spawn helpers run that.
 *
 * The output mirrors `server/dist` one level below `server/` (`server/.test-build`), so every
 * `new URL('../../migrations', import.meta.url)` lands where it does in production, and a child
 * script's compiled `.js` sits beside its caller. `@inkstone/shared/<x>` imports point at the shared
 * sources transpiled to `shared/.test-build`, i.e. the current sources, as `--conditions=source` did.
 */
const SERVER_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SHARED_ROOT = path.join(SERVER_ROOT, '..', 'shared');
export const SERVER_BUILD_DIR = path.join(SERVER_ROOT, '.test-build');
const SHARED_BUILD_DIR = path.join(SHARED_ROOT, '.test-build');
/** Set by globalSetup once the build is written; a process without it (a bench) uses tsx. */
const BUILD_ENV = 'INKSTONE_TEST_SERVER_BUILD';

/** The non-test TypeScript files under `dir`. */
function sourcesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('.d.ts'))
    .filter((f) => !f.split(path.sep).includes('test'))
    .map((f) => path.join(dir, f));
}

/** Leaves every import as it is, except `@inkstone/shared/<x>`, which goes to the transpiled shared file. */
function externalImports(srcRoot: string, outRoot: string): esbuild.Plugin {
  return {
    name: 'external-imports',
    setup(b) {
      b.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind === 'entry-point') return undefined;
        const shared = /^@inkstone\/shared\/(.+)$/.exec(args.path);
        if (!shared) return { path: args.path, external: true };
        const outDir = path.join(outRoot, path.relative(srcRoot, args.resolveDir));
        const target = path.join(SHARED_BUILD_DIR, `${shared[1]}.js`);
        return { path: path.relative(outDir, target).split(path.sep).join('/'), external: true };
      });
    },
  };
}

/**
 * Writes the outputs that changed, each through a rename: several test runs share the folder, and a
 * process spawned meanwhile reads either the old file or the new one, never half of one.
 */
function writeChanged(files: Array<{ path: string; contents: Uint8Array }>): void {
  for (const file of files) {
    const text = Buffer.from(file.contents);
    if (fs.existsSync(file.path) && fs.readFileSync(file.path).equals(text)) continue;
    fs.mkdirSync(path.dirname(file.path), { recursive: true });
    const tmp = `${file.path}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, text);
    fs.renameSync(tmp, file.path);
  }
}

/** The esbuild that tsx runs on: the transpiler these sources already went through at every spawn. */
function tsxEsbuild(): typeof esbuild {
  const requireHere = createRequire(import.meta.url);
  return createRequire(requireHere.resolve('tsx/package.json'))('esbuild') as typeof esbuild;
}

async function transpile(srcRoot: string, outRoot: string): Promise<void> {
  const result = await tsxEsbuild().build({
    entryPoints: sourcesUnder(srcRoot),
    outdir: outRoot,
    outbase: srcRoot,
    bundle: true,
    plugins: [externalImports(srcRoot, outRoot)],
    platform: 'node',
    format: 'esm',
    target: 'node24',
    write: false,
    logLevel: 'error',
  });
  writeChanged(result.outputFiles);
}

/** Transpiles the shared and server sources (globalSetup, once per test run). */
export async function buildServerForTests(): Promise<void> {
  await Promise.all([
    transpile(path.join(SHARED_ROOT, 'src'), SHARED_BUILD_DIR),
    transpile(path.join(SERVER_ROOT, 'src'), SERVER_BUILD_DIR),
  ]);
  process.env[BUILD_ENV] = SERVER_BUILD_DIR;
}

/**
 * Node's arguments to run a script of the server, named by its path under `server/src` without the
 * extension (`main`, `worker/main`, `cli/backup` …): the transpiled file when this test run built
 * one, else the TypeScript source through tsx.
 */
export function nodeArgsFor(entry: string): string[] {
  const built = process.env[BUILD_ENV];
  if (built) return [path.join(built, `${entry}.js`)];
  return ['--conditions=source', '--import', 'tsx', path.join(SERVER_ROOT, 'src', `${entry}.ts`)];
}
