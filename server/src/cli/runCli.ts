import { DataDirLockedError } from '../db/dataDirLock.js';
import { EnvError } from '../env.js';

/**
 * Runs a command's `main` and sets the exit code from it. A bad configuration or a data dir held by
 * a running server is the user's to fix, so only its message is printed; anything else with its stack.
 */
export function runCli(name: string, main: () => Promise<number>): void {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (err: unknown) => {
      const message =
        err instanceof EnvError || err instanceof DataDirLockedError
          ? err.message
          : err instanceof Error
            ? (err.stack ?? err.message)
            : String(err);
      process.stderr.write(`${name} failed: ${message}\n`);
      process.exitCode = 1;
    },
  );
}
