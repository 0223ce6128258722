import { runNodeScript } from '../../lib/runNodeScript.js';

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
export async function buildIndexInChild(
  storePath: string,
  indexPath: string,
  signal: AbortSignal,
): Promise<ChildBuildResult> {
  const output = await runNodeScript(
    new URL('../../cli/buildSearchIndex.js', import.meta.url),
    [storePath, indexPath],
    {
      label: 'the search index build',
      signal,
    },
  );
  return JSON.parse(output) as ChildBuildResult;
}
