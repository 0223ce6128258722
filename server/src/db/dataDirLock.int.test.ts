import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, spawnServer, startServer, type ServerProcess } from '../test/serverProcess.js';
import { DataDirLockedError, lockDataDir } from './dataDirLock.js';

/**
 * Issue §3.2: PGlite takes no lock, so a second server on the same DATA_DIR must refuse to start
 * instead of silently losing writes. Issue 15 §8: a lock whose pid now belongs to another program
 * (reused after a crash) must not block the start. Embedded only: with DATABASE_URL the data dir
 * holds no database.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-lock-'));
const running: ServerProcess[] = [];
const others: ChildProcess[] = [];

afterAll(async () => {
  for (const s of running) if (s.child.exitCode === null) s.child.kill('SIGKILL');
  for (const child of others) child.kill('SIGKILL');
  await Promise.all(running.map((s) => s.exited));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const lockFile = (dir: string) => path.join(dir, 'inkstone.lock');
const readLock = (dir: string) => JSON.parse(fs.readFileSync(lockFile(dir), 'utf8')) as { pid: number };

/** A live process running `program` (not Inkstone), once it runs it, and its start time from /proc. */
async function liveProcess(program: 'sleep' | 'node'): Promise<{ pid: number; startTime: string }> {
  const child =
    program === 'sleep'
      ? spawn('sleep', ['30'], { stdio: 'ignore' })
      : spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30_000)'], { stdio: 'ignore' });
  others.push(child);
  const cmdline = () => fs.readFileSync(`/proc/${child.pid}/cmdline`, 'utf8');
  // Between fork and exec the child is still a copy of this node process.
  while (!cmdline().includes(program === 'sleep' ? 'sleep' : 'setTimeout')) await new Promise((r) => setTimeout(r, 5));
  const stat = fs.readFileSync(`/proc/${child.pid}/stat`, 'utf8');
  return { pid: child.pid!, startTime: stat.slice(stat.lastIndexOf(')') + 2).split(' ')[22 - 3]! };
}

describe.skipIf(!!process.env.TEST_DATABASE_URL)('one server per DATA_DIR', () => {
  it('makes a second server on the same DATA_DIR exit 1 with a clear message', { timeout: 300_000 }, async () => {
    const first = await startServer({ DATA_DIR: dataDir });
    running.push(first);
    const second = spawnServer({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    running.push(second);

    expect((await second.exited).code).toBe(1);
    expect(second.output()).toContain(`DATA_DIR ${dataDir} is in use by another Inkstone server`);
    expect(second.output()).toContain(`pid ${first.child.pid}`);
    // The first server is untouched and still owns the lock.
    expect((await fetch(`${first.baseUrl}/readyz`)).status).toBe(200);
    expect(readLock(dataDir).pid).toBe(first.child.pid);
  });

  it.each<{ lock: string; program: 'sleep' | 'node'; write: (p: { pid: number; startTime: string }) => object }>([
    { lock: 'an old lock (the pid alone)', program: 'sleep', write: (p) => p.pid as unknown as object },
    { lock: 'a lock', program: 'sleep', write: (p) => ({ pid: p.pid, startTime: p.startTime }) },
    {
      lock: 'a lock of a process started at another time',
      program: 'node',
      write: (p) => ({ pid: p.pid, startTime: '1' }),
    },
    {
      lock: 'a lock copied from another data dir',
      program: 'node',
      write: (p) => ({ pid: p.pid, startTime: p.startTime, dataDir: '/srv/elsewhere' }),
    },
  ])('takes over $lock whose pid now runs another program ($program)', async ({ program, write }) => {
    const dir = fs.mkdtempSync(path.join(dataDir, 'reused-'));
    fs.writeFileSync(lockFile(dir), JSON.stringify(write(await liveProcess(program))));

    const release = lockDataDir(dir);

    expect(readLock(dir).pid).toBe(process.pid);
    release();
    expect(fs.existsSync(lockFile(dir))).toBe(false);
  });

  it('refuses a lock whose owner still runs: a node process that started when the lock says', async () => {
    const dir = fs.mkdtempSync(path.join(dataDir, 'live-'));
    const owner = await liveProcess('node');
    const lock = JSON.stringify({ pid: owner.pid, startTime: owner.startTime, dataDir: fs.realpathSync(dir) });
    fs.writeFileSync(lockFile(dir), lock);

    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(`is in use by another Inkstone server (pid ${owner.pid})`);
    expect(fs.readFileSync(lockFile(dir), 'utf8')).toBe(lock);
  });
});
