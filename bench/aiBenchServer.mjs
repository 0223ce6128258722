/**
 * Shared by the AI benches: the real server in its own process (`node --conditions=source --import
 * tsx server/src/main.ts`, so the bench always measures the current sources) on a fresh embedded data
 * dir, its model pointed at a fake OpenAI-compatible server, and a signed-in user.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from './serverNodeFlags.mjs';
import { freePort } from '../scripts/freePort.mjs';

export { readProcMb } from './measureStart.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SERVER_SRC = fileURLToPath(new URL('../server/src/main.ts', import.meta.url));

/**
 * Starts the server against `llmBaseUrl` (no model when null); resolves to `{ origin, pid, stop() }`
 * once /readyz answers.
 */
export async function startServer(llmBaseUrl, env = {}) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-aibench-'));
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  // The flags of `npm start`, then any the bench adds (BENCH_SERVER_NODE_ARGS, e.g. to profile).
  const nodeArgs = [...SERVER_NODE_FLAGS, ...(process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [])];
  const child = spawn(process.execPath, [...nodeArgs, '--conditions=source', '--import', 'tsx', SERVER_SRC], {
    cwd: ROOT,
    env: {
      ...inherited,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      ...(llmBaseUrl
        ? { LLM_BASE_URL: llmBaseUrl, LLM_MODEL: 'bench-model', LLM_API_KEY: 'sk-bench-0000000000000000' }
        : {}),
      FREE_WORDS: '100000000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (c) => (stderr += c));
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  const origin = `http://127.0.0.1:${port}`;
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}: ${stderr}`);
    if (performance.now() - started > 60_000) throw new Error(`server not ready in 60 s: ${stderr}`);
    const res = await fetch(`${origin}/readyz`).catch(() => undefined);
    if (res?.status === 200) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  return {
    origin,
    pid: child.pid,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function postJson(url, body, token) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  if (!json.success) throw new Error(`${url}: ${res.status} ${JSON.stringify(json)}`);
  return json.data;
}

/**
 * Registers an email account through the development outbox; resolves to its bearer token.
 * @param {string} origin
 * @returns {Promise<string>}
 */
export async function registerUser(origin) {
  const email = `bench-${Date.now()}-${Math.random().toString(36).slice(2)}@example.test`;
  await postJson(`${origin}/v1/register/registerCode`, { email });
  const outbox = await (await fetch(`${origin}/v1/dev/outbox?recipient=${encodeURIComponent(email)}`)).json();
  const code = outbox.data.items[0].body.match(/\b(\d{6})\b/)[1];
  const login = await postJson(`${origin}/v1/register/doRegistry`, { email, code, password: 'bench-password-1' });
  return login.token;
}

/** The signed-in user's word balance. */
export async function wordsLeft(origin, token) {
  const res = await fetch(`${origin}/v1/user/info`, { headers: { authorization: `Bearer ${token}` } });
  return (await res.json()).data.durWordsLeft;
}

/** CPU time (user + system) process `pid` has used, in ms, from /proc/PID/stat (Linux). */
export function readProcCpuMs(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // USER_HZ ticks
}

/**
 * The q-quantile of `xs` (nearest rank).
 * @param {number[]} xs
 * @param {number} q
 * @returns {number}
 */
export function quantile(xs, q) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)];
}
