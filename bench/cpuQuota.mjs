/**
 * Caps a running process at a share of a core through the kernel's CPU controller (cgroup v1 `cpu`
 * or cgroup v2 `cpu.max`; needs root). bench:cluster uses it to give each app server the same small
 * CPU budget, so that one server saturates its share while wrk, nginx and PostgreSQL still have
 * room — the situation a second server is for, which two shared cores cannot otherwise show.
 */
import fs from 'node:fs';
import path from 'node:path';

const PERIOD_US = 100_000;
const V1 = '/sys/fs/cgroup/cpu';
const V2_CANDIDATES = ['/sys/fs/cgroup', '/sys/fs/cgroup/unified'];

function v2Root() {
  return V2_CANDIDATES.find((dir) => {
    try {
      return fs.readFileSync(path.join(dir, 'cgroup.controllers'), 'utf8').split(/\s+/).includes('cpu');
    } catch {
      return false;
    }
  });
}

/** Puts `pid` in a new group named `name` capped at `cores`; `release()` moves it back and removes the group. */
export function capCpu(pid, cores, name) {
  const quotaUs = Math.max(1000, Math.round(cores * PERIOD_US));
  if (fs.existsSync(path.join(V1, 'cpu.cfs_quota_us'))) {
    const dir = path.join(V1, name);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'cpu.cfs_period_us'), String(PERIOD_US));
    fs.writeFileSync(path.join(dir, 'cpu.cfs_quota_us'), String(quotaUs));
    // A higher weight than the other processes: under contention the server still gets its quota.
    fs.writeFileSync(path.join(dir, 'cpu.shares'), '8192');
    fs.writeFileSync(path.join(dir, 'cgroup.procs'), String(pid));
    return { release: () => release(dir, path.join(V1, 'cgroup.procs'), pid) };
  }
  const root = v2Root();
  if (!root) throw new Error('no writable CPU controller (cgroup v1 cpu or v2 cpu.max) on this machine');
  const dir = path.join(root, name);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'cpu.max'), `${quotaUs} ${PERIOD_US}`);
  fs.writeFileSync(path.join(dir, 'cpu.weight'), '800');
  fs.writeFileSync(path.join(dir, 'cgroup.procs'), String(pid));
  return { release: () => release(dir, path.join(root, 'cgroup.procs'), pid) };
}

function release(dir, rootProcs, pid) {
  try {
    fs.writeFileSync(rootProcs, String(pid));
  } catch {
    // The process has ended: the group is empty already.
  }
  fs.rmdirSync(dir);
}
