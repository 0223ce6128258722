import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { PROCESS_INSTANCE_ID } from '../lib/processInstance.js';

const LOCK_NAME = 'inkstone.lock';

export class DataDirLockedError extends Error {}

/** The lock file: its owner, and enough to tell that owner from a later process given the same pid. */
const LockOwner = z.object({
  pid: z.number().int(),
  /** Field 22 of /proc/PID/stat: clock ticks from boot to the start of the process. */
  startTime: z.string().optional(),
  instanceId: z.string().optional(),
  /** For a person reading the file. */
  command: z.string().optional(),
  /** The data dir it locked, resolved: a lock copied along with a data dir locks nothing. */
  dataDir: z.string().optional(),
});
type LockOwner = z.infer<typeof LockOwner>;
// Locks written before the file held more than the pid.
const LockFile = z.union([
  LockOwner,
  z
    .number()
    .int()
    .transform((pid): LockOwner => ({ pid })),
]);

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** What /proc says about a process, or undefined where it cannot be read (no /proc, hidepid). */
function procInfo(pid: number | 'self'): { startTime: string; isNode: boolean } | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const argv0 = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0] ?? '';
    // The name in field 2 may hold spaces and parentheses: fields are counted after its last ')'.
    const startTime = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[22 - 3];
    return startTime ? { startTime, isNode: path.basename(argv0).startsWith('node') } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether `owner` still runs an Inkstone process on `dataDir`: its pid is alive and, where /proc can
 * be read, that process started when the owner did and is a node process. A pid reused by another
 * program after a crash does not keep the lock.
 */
function isRunning(owner: LockOwner, dataDir: string): boolean {
  if (owner.pid === process.pid || !isAlive(owner.pid)) return false;
  if (owner.dataDir !== undefined && owner.dataDir !== dataDir) return false;
  const proc = procInfo(owner.pid);
  if (!proc) return true;
  return proc.isNode && (owner.startTime === undefined || owner.startTime === proc.startTime);
}

function readOwner(file: string): LockOwner | null {
  try {
    const parsed = LockFile.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * PGlite takes no lock of its own: two processes on one data dir silently lose writes. This lock file
 * names its owner (pid, start time, instance id, command, data dir); a lock whose owner is not running
 * any more (kill -9, even when the pid has been reused since) is taken over. Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const resolvedDir = fs.realpathSync(dataDir);
  const file = path.join(resolvedDir, LOCK_NAME);
  const self = {
    pid: process.pid,
    startTime: procInfo('self')?.startTime,
    instanceId: PROCESS_INSTANCE_ID,
    command: [process.execPath, ...process.execArgv, ...process.argv.slice(1)].join(' '),
    dataDir: resolvedDir,
  };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, `${JSON.stringify(self)}\n`, { flag: 'wx' });
      return () => {
        if (readOwner(file)?.instanceId === self.instanceId) fs.rmSync(file, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = readOwner(file);
      if (owner && isRunning(owner, resolvedDir)) {
        throw new DataDirLockedError(
          `DATA_DIR ${dataDir} is in use by another Inkstone server (pid ${owner.pid}). ` +
            'Stop it first, or start this one with a different DATA_DIR.',
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock DATA_DIR ${dataDir}: the lock file keeps reappearing.`);
}
