/**
 * Requests per second of an authenticated GET through the cluster's nginx, for bench:cluster: wrk
 * (Debian package `wrk`) when installed — its Lua script takes each request's token from the
 * signed-in users in turn — else a closed loop of undici requests in this process (slower: the
 * client's own JavaScript and TLS compete for the same two cores).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const hasWrk = () => !spawnSync('wrk', ['--version']).error;

/** A wrk script sending `GET path` with the users' tokens in rotation. */
function wrkScript(pathname, tokens) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-wrk-')), 'tokens.lua');
  const list = tokens.map((t) => `"${t}"`).join(',');
  fs.writeFileSync(
    file,
    `local tokens = {${list}}\nlocal i = 0\n` +
      `request = function()\n  i = i % #tokens + 1\n` +
      `  return wrk.format("GET", "${pathname}", { ["Authorization"] = "Bearer " .. tokens[i] })\nend\n`,
  );
  return file;
}

/** One wrk round against `url` + `pathname`; requests/s, the non-2xx count and the p50 latency. */
function wrkRound(url, pathname, tokens, { seconds, connections }) {
  const script = wrkScript(pathname, tokens);
  try {
    const out = execFileSync('wrk', ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', '-s', script, url], {
      encoding: 'utf8',
    });
    return {
      rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]),
      non2xx: Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0),
      p50: /^\s+50%\s+(\S+)/m.exec(out)?.[1] ?? '?',
    };
  } finally {
    fs.rmSync(path.dirname(script), { recursive: true, force: true });
  }
}

/** The same with `connections` concurrent loops of the cluster's own fetch. */
async function undiciRound(cluster, pathname, tokens, { seconds, connections }) {
  const end = performance.now() + seconds * 1000;
  let done = 0;
  let non2xx = 0;
  const loop = async (k) => {
    for (let i = k; performance.now() < end; i++) {
      const res = await cluster.fetch(pathname, { headers: { authorization: `Bearer ${tokens[i % tokens.length]}` } });
      await res.arrayBuffer();
      if (res.status >= 300) non2xx++;
      done++;
    }
  };
  await Promise.all(Array.from({ length: connections }, (_, k) => loop(k)));
  return { rps: done / seconds, non2xx, p50: 'n/a' };
}

/** One load round through nginx; throws when any answer was not a 2xx. */
export async function loadRound(cluster, pathname, tokens, options) {
  const round = hasWrk()
    ? wrkRound(cluster.url, pathname, tokens, options)
    : await undiciRound(cluster, pathname, tokens, options);
  if (round.non2xx > 0) throw new Error(`${round.non2xx} answers were not 2xx`);
  return round;
}
