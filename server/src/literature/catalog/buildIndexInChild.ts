import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const BUILT_ENTRY = fileURLToPath(new URL('../../cli/buildSearchIndex.js', import.meta.url));
const SOURCE_ENTRY = fileURLToPath(new URL('../../cli/buildSearchIndex.ts', import.meta.url));

/** What the child reports once it has saved the index. */
export interface ChildBuildResult {
  papers: number;
  peakRssMb: number;
}

/**
 * Builds the index of the persisted paper store at `storePath` in a child process and saves it to
 * `indexPath`. The child reads only files, so it works beside an embedded database that a second
 * process could not open. Aborting `signal` kills the child.
 */
export function buildIndexInChild(
  storePath: string,
  indexPath: string,
  signal: AbortSignal,
): Promise<ChildBuildResult> {
  // The built server runs the compiled entry; tests run from the TypeScript sources through tsx.
  const [entry, execArgv] = existsSync(BUILT_ENTRY) ? [BUILT_ENTRY, []] : [SOURCE_ENTRY, ['--import', 'tsx']];
  return new Promise((resolve, reject) => {
    const child = fork(entry, [storePath, indexPath], {
      execArgv,
      signal,
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    });
    let output = '';
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code, killedBy) => {
      if (code === 0) resolve(JSON.parse(output) as ChildBuildResult);
      else reject(new Error(`the search index build exited with ${code ?? killedBy}`));
    });
  });
}
