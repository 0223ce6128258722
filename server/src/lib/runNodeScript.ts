import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Runs one of the server's scripts in a child Node process and resolves to what it printed on
 * stdout; rejects when it exits non-zero. `builtUrl` names the compiled `.js` beside the caller:
 * the built server runs it, tests and `npm run dev` (no compiled file there) run the `.ts` source
 * through tsx. The child's stderr goes to ours. Aborting `signal` kills the child.
 *
 * Work that needs a lot of transient memory runs this way so the memory goes back to the system
 * when the child exits, instead of staying in the server's heaps.
 */
export function runNodeScript(
  builtUrl: URL,
  args: string[],
  opts: { label: string; signal?: AbortSignal },
): Promise<string> {
  const built = fileURLToPath(builtUrl);
  const [entry, execArgv] = existsSync(built) ? [built, []] : [built.replace(/\.js$/, '.ts'), ['--import', 'tsx']];
  return new Promise((resolve, reject) => {
    const child = fork(entry, args, { execArgv, signal: opts.signal, stdio: ['ignore', 'pipe', 'inherit', 'ipc'] });
    let output = '';
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code, killedBy) => {
      if (code === 0) resolve(output);
      else reject(new Error(`${opts.label} exited with ${code ?? killedBy}`));
    });
  });
}
