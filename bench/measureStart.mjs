/**
 * One measured start of the built server (`node server/dist/main.js`): time from spawn until
 * `/readyz` answers 200, the CPU time it used until then, and its memory from /proc at that moment —
 * VmRSS (resident now) and VmHWM (the peak resident size since the process started), and the peak of
 * the server with its child processes, sampled. Then a SIGTERM and a wait for exit,
 * so the next run finds the data dir unlocked.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from './serverNodeFlags.mjs';
import { freePort } from '../scripts/freePort.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The built server; BENCH_SERVER_MAIN names another build (e.g. an older one, to compare). */
export const SERVER_MAIN =
  process.env.BENCH_SERVER_MAIN ?? fileURLToPath(new URL('../server/dist/main.js', import.meta.url));

/** Reads a `Vm…: N kB` line of /proc/PID/status, in MB. */
export function readProcMb(pid, field) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
  if (!Number.isFinite(kb)) throw new Error(`${field} not found in /proc/${pid}/status`);
  return kb / 1024;
}

/**
 * CPU time (user + system) the process has used, in ms, from /proc/PID/stat, with that of its child
 * processes that have exited (the snapshot unpack). Unlike wall time it barely moves when other
 * processes compete for the cores.
 */
export function readProcCpuMs(pid) {
  // Fields after the parenthesised command name: utime, stime, cutime, cstime are the 12th–15th.
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  const ticks = fields.slice(11, 15).reduce((sum, f) => sum + Number(f), 0);
  const ticksPerSecond = 100; // USER_HZ on Linux
  return (ticks * 1000) / ticksPerSecond;
}

/** Resident size of every live descendant of `pid` (from /proc/PID/task/TID/children), in MB. */
export function readDescendantsRssMb(pid) {
  let total = 0;
  for (const child of childPids(pid)) {
    try {
      total += readProcMb(child, 'VmRSS') + readDescendantsRssMb(child);
    } catch {
      // It exited between the listing and the read: nothing resident any more.
    }
  }
  return total;
}

function childPids(pid) {
  try {
    return fs
      .readdirSync(`/proc/${pid}/task`)
      .flatMap((tid) => fs.readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').split(' ').filter(Boolean));
  } catch {
    return [];
  }
}

/** The server's resident size plus its child processes' (e.g. the snapshot unpack), in MB; 0 before it runs. */
function sampleTreeMb(pid) {
  try {
    return readProcMb(pid, 'VmRSS') + readDescendantsRssMb(pid);
  } catch {
    return 0;
  }
}

/**
 * Starts the server with `env` (DATA_DIR or DATABASE_URL), measures, stops it.
 * Resolves to `{ readyMs, cpuMs, rssMb, peakMb, peakTreeMb }`: `peakTreeMb` is the larger of the
 * server's own peak and the most that it and its child processes held together, sampled at every
 * /readyz poll (a child's memory is not in the server's VmHWM).
 */
export async function measureStart(env, timeoutMs = 60_000) {
  const port = await freePort();
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const started = performance.now();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_MAIN], {
    cwd: ROOT,
    env: { ...inherited, NODE_ENV: 'development', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (c) => (stderr += c));
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  let peakTreeMb = 0;
  try {
    while (performance.now() - started < timeoutMs) {
      if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}: ${stderr}`);
      peakTreeMb = Math.max(peakTreeMb, sampleTreeMb(child.pid));
      const res = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => undefined);
      if (res?.status === 200) {
        const readyMs = performance.now() - started;
        const peakMb = readProcMb(child.pid, 'VmHWM');
        return {
          readyMs,
          cpuMs: readProcCpuMs(child.pid),
          rssMb: readProcMb(child.pid, 'VmRSS'),
          peakMb,
          peakTreeMb: Math.max(peakMb, peakTreeMb),
        };
      }
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error(`server not ready within ${timeoutMs} ms: ${stderr}`);
  } finally {
    child.kill('SIGTERM');
    const code = await exited;
    if (code !== 0 && code !== null) console.error(`warning: server exited ${code} after SIGTERM: ${stderr}`);
  }
}
