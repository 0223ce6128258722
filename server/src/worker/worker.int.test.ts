import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { V1 } from '@inkstone/shared/paths';
import { registerOverHttp, TEST_PASSWORD, uniqueEmail } from '../test/accountsOverHttp.js';
import { startFakeLlm, type FakeLlm } from '../test/fakes/fakeLlm.js';
import { createScratchDatabase, type ScratchDatabase } from '../test/scratchDatabase.js';
import { nodeArgsFor } from '../test/serverBuild.js';
import { postJson, startServer, type ServerProcess } from '../test/serverProcess.js';

/**
 * Separate workers (JOB_QUEUE=pgboss): a web server with RUN_WORKER=false only queues AI-tool tasks,
 * a `npm run worker` process runs them, SIGTERM stops it cleanly, and the task of a worker killed
 * with SIGKILL is failed (words given back) by the next worker's sweep. Needs TEST_DATABASE_URL.
 */
const pgServerUrl = process.env.TEST_DATABASE_URL;
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

interface WorkerProcess {
  kill(signal: NodeJS.Signals): void;
  /** Resolves once `text` appears in the worker's output. */
  logged(text: string): Promise<void>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output(): string;
}

let scratch: ScratchDatabase;
let llm: FakeLlm;
let server: ServerProcess;
let env: Record<string, string>;
const workers: WorkerProcess[] = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-worker-'));

/** Spawns the worker from the current sources (serverBuild.ts) and waits for its ready line. */
async function spawnWorker(): Promise<WorkerProcess> {
  const { TEST_DATABASE_URL: _test, ...inherited } = process.env;
  const child = spawn(process.execPath, nodeArgsFor('worker/main'), {
    cwd: ROOT,
    env: { ...inherited, ...env, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const logged = async (text: string) => {
    while (!output.includes(text)) await new Promise((r) => setTimeout(r, 20));
  };
  const worker = { kill: (s: NodeJS.Signals) => child.kill(s), logged, exited, output: () => output };
  workers.push(worker);
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const READY = 'Inkstone worker is ready';
  const died = exited.then((e) => {
    if (!output.includes(READY)) throw new Error(`worker exited (${e.signal ?? e.code}) before ready:\n${output}`);
  });
  await Promise.race([logged(READY), died]);
  return worker;
}

async function api<T>(method: 'GET' | 'POST', url: string, token: string, body?: unknown) {
  const res = await fetch(`${server.baseUrl}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return (await res.json()) as { success: boolean; data: T };
}

interface TaskView {
  status: string;
  result: { text?: string } | null;
  error: { errorCode: string } | null;
}

const taskOf = (token: string, taskId: string) =>
  api<TaskView>('GET', `${V1.workflow.queryResultAndPreview}?taskId=${taskId}`, token);
const wordsLeft = async (token: string) =>
  (await api<{ durWordsLeft: number }>('GET', V1.user.info, token)).data.durWordsLeft;

async function waitForStatus(token: string, taskId: string, statuses: string[]): Promise<TaskView> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const { data } = await taskOf(token, taskId);
    if (statuses.includes(data.status) || Date.now() > deadline) return data;
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function newUser(): Promise<string> {
  const email = uniqueEmail('worker');
  await registerOverHttp(server.baseUrl, email);
  const login = await postJson(server.baseUrl, V1.login.email, { email, password: TEST_PASSWORD });
  return (login.json.data as { token: string }).token;
}

describe.skipIf(!pgServerUrl)('separate worker processes (JOB_QUEUE=pgboss)', () => {
  beforeAll(async () => {
    scratch = await createScratchDatabase(pgServerUrl!);
    llm = await startFakeLlm();
    env = {
      DATABASE_URL: scratch.url,
      DATA_DIR: dataDir,
      JOB_QUEUE: 'pgboss',
      CORPUS_AUTOLOAD: 'false',
      LITERATURE_SOURCES: 'none',
      LLM_PROVIDER: 'openai-compatible',
      LLM_BASE_URL: llm.baseUrl,
      LLM_MODEL: 'worker-fake-model',
      LLM_API_KEY: 'worker-fake-key',
      SHUTDOWN_TIMEOUT_MS: '3000',
    };
    server = await startServer({ ...env, RUN_WORKER: 'false' });
  }, 180_000);

  afterAll(async () => {
    for (const w of workers) w.kill('SIGKILL');
    server?.child.kill('SIGKILL');
    await Promise.all([...workers.map((w) => w.exited), server?.exited]);
    await llm?.close();
    await scratch?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'runs the tasks a server that runs none queues; on SIGTERM finishes the running one',
    { timeout: 90_000 },
    async () => {
      const token = await newUser();
      llm.reply(
        { text: ['A polished ', 'sentence.'] },
        { text: ['Finished ', 'after ', 'the ', 'signal.'], delayMs: 400 },
      );
      const queued = await api<{ taskId: string }>('POST', V1.workflow.polish, token, { text: 'a sentence to polish' });
      expect(queued.success).toBe(true);
      await new Promise((r) => setTimeout(r, 1500));
      expect((await taskOf(token, queued.data.taskId)).data.status).toBe('queued');

      const worker = await spawnWorker();
      const done = await waitForStatus(token, queued.data.taskId, ['succeeded', 'failed']);
      expect(done, worker.output()).toMatchObject({ status: 'succeeded', result: { text: 'A polished sentence.' } });

      const slow = await api<{ taskId: string }>('POST', V1.workflow.polish, token, { text: 'a slow sentence' });
      expect((await waitForStatus(token, slow.data.taskId, ['running'])).status).toBe('running');
      worker.kill('SIGTERM');
      await worker.logged('worker shutting down');
      const late = await api<{ taskId: string }>('POST', V1.workflow.polish, token, { text: 'sent while stopping' });
      expect(await worker.exited, worker.output()).toEqual({ code: 0, signal: null });
      expect((await taskOf(token, slow.data.taskId)).data).toMatchObject({
        status: 'succeeded',
        result: { text: 'Finished after the signal.' },
      });
      // Left for the next worker, not taken or failed by the one that stopped.
      expect((await taskOf(token, late.data.taskId)).data.status).toBe('queued');
    },
  );

  it('fails the task of a worker killed mid-run and gives its words back', { timeout: 90_000 }, async () => {
    const token = await newUser();
    const before = await wordsLeft(token);
    // The task the first test left queued runs first here too, so replies go by prompt, not by order.
    llm.setResponder((request) =>
      JSON.stringify(request.body.messages).includes('text for a dying worker')
        ? { text: ['Never ', 'finished'], stallAfter: 1 }
        : { text: ['Sent ', 'while stopping.'] },
    );
    const first = await spawnWorker();
    const queued = await api<{ taskId: string }>('POST', V1.workflow.polish, token, {
      text: 'text for a dying worker',
    });
    expect((await waitForStatus(token, queued.data.taskId, ['running'])).status).toBe('running');
    expect(await wordsLeft(token)).toBeLessThan(before);

    first.kill('SIGKILL');
    await first.exited;
    const second = await spawnWorker();
    const swept = await waitForStatus(token, queued.data.taskId, ['failed', 'succeeded']);
    expect(swept, second.output()).toMatchObject({ status: 'failed', error: { errorCode: 'task_interrupted' } });
    expect(await wordsLeft(token)).toBe(before);
    second.kill('SIGTERM');
    expect((await second.exited).code).toBe(0);
  });
});
