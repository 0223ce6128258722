import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { V1 } from '@inkstone/shared/paths';
import { openDatabase } from './db/client.js';
import { registerOverHttp, TEST_PASSWORD, uniqueEmail } from './test/accountsOverHttp.js';
import { eventually } from './test/aiTestApp.js';
import { startFakeLlm, type FakeLlm } from './test/fakes/fakeLlm.js';
import { AckedNotes, expectAckedNotes, writeNotesUntilDown } from './test/noteWriters.js';
import { createScratchDatabase, type ScratchDatabase } from './test/scratchDatabase.js';
import { postJson, startServer, type ServerProcess } from './test/serverProcess.js';

/**
 * Issue 15 §7 and "Keep it fixed": crash loops. Each cycle kills the server with SIGKILL while three
 * AI streams hold words and four clients create and save notes, then starts it again on the same
 * database. As soon as /readyz answers 200 the held words are back (embedded: the lock proves the
 * previous instance dead; PostgreSQL: its heartbeat is older than INSTANCE_HEARTBEAT_TIMEOUT_MS), and
 * every write a client saw acknowledged is there.
 */
const pgServerUrl = process.env.TEST_DATABASE_URL;
const CYCLES = 2;
const HEARTBEAT_TIMEOUT_MS = 1000;
// Exactly three polish holds (200 words each): words not given back would refuse the next streams.
const FREE_WORDS = 600;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-crash-loop-'));
let scratch: ScratchDatabase | undefined;
let llm: FakeLlm;
let env: Record<string, string>;
const running: ServerProcess[] = [];

beforeAll(async () => {
  scratch = pgServerUrl ? await createScratchDatabase(pgServerUrl) : undefined;
  llm = await startFakeLlm();
  // Each answer stops after its first piece: the stream holds its words until the process dies.
  llm.setDefault({ text: ['never ', 'finished'], stallAfter: 1 });
  env = {
    DATA_DIR: dataDir,
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    INSTANCE_HEARTBEAT_TIMEOUT_MS: String(HEARTBEAT_TIMEOUT_MS),
    FREE_WORDS: String(FREE_WORDS),
    CORPUS_AUTOLOAD: 'false',
    LITERATURE_SOURCES: 'none',
    LLM_PROVIDER: 'openai-compatible',
    LLM_BASE_URL: llm.baseUrl,
    LLM_MODEL: 'crash-fake-model',
    LLM_API_KEY: 'crash-fake-key',
  };
});

afterAll(async () => {
  for (const s of running) if (s.child.exitCode === null) s.child.kill('SIGKILL');
  await Promise.all(running.map((s) => s.exited));
  await llm?.close();
  await scratch?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function start(): Promise<ServerProcess> {
  const server = await startServer(env);
  running.push(server);
  return server;
}

async function wordsLeft(server: ServerProcess, token: string): Promise<number> {
  const res = await fetch(`${server.baseUrl}${V1.user.info}`, { headers: { authorization: `Bearer ${token}` } });
  return ((await res.json()) as { data: { durWordsLeft: number } }).data.durWordsLeft;
}

/** Opens a polish stream; its words are held once the response starts. */
async function openStream(server: ServerProcess, token: string): Promise<void> {
  const res = await fetch(`${server.baseUrl}${V1.workflow.polishSse}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ text: 'Please polish this sentence.' }),
  });
  expect(res.status).toBe(200);
  // Read to the end, so the body's error when the server dies is handled.
  void res.text().catch(() => undefined);
}

/** The account's balance, ledger total and open holds, read from the database itself. */
async function storedBalance(email: string) {
  const database = await openDatabase(scratch ? { databaseUrl: scratch.url } : { dataDir });
  try {
    const result = (await database.db.execute(sql`
      select u.words_left,
        (select sum(l.delta)::int from word_ledger l where l.user_id = u.id) as ledger,
        (select count(*)::int from word_holds h where h.user_id = u.id and h.status = 'held') as held
      from users u where u.email = ${email}`)) as { rows: unknown[] };
    return result.rows[0];
  } finally {
    await database.close();
  }
}

describe(`crash loop (${pgServerUrl ? 'PostgreSQL' : 'embedded PGlite'})`, () => {
  it('gives back held words before ready and keeps every acknowledged write', { timeout: 300_000 }, async () => {
    let server = await start();
    const email = uniqueEmail('crash-loop');
    await registerOverHttp(server.baseUrl, email);
    const login = await postJson(server.baseUrl, V1.login.email, { email, password: TEST_PASSWORD });
    const { token } = login.json.data as { token: string };
    const acked = new AckedNotes();

    for (let cycle = 1; cycle <= CYCLES; cycle++) {
      await Promise.all([1, 2, 3].map(() => openStream(server, token)));
      const enough = acked.count + 10;
      const writers = [1, 2, 3, 4].map((c) => writeNotesUntilDown(server.baseUrl, token, acked, `${cycle}.${c}`));
      await eventually(() => acked.count >= enough, 30_000);
      // On PostgreSQL several heartbeats have passed: a live server's holds are never given back.
      expect(await wordsLeft(server, token), `cycle ${cycle}: the streams hold every word`).toBe(0);

      server.child.kill('SIGKILL');
      await server.exited;
      await Promise.all(writers);
      // PostgreSQL: a new server may give back only the holds of an instance silent that long.
      if (scratch) await new Promise((r) => setTimeout(r, HEARTBEAT_TIMEOUT_MS + 200));
      server = await start();

      expect(await wordsLeft(server, token), `cycle ${cycle}: the words are back when ready`).toBe(FREE_WORDS);
      await expectAckedNotes(server.baseUrl, token, acked);
    }
    server.child.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);
    expect(await storedBalance(email)).toEqual({ words_left: FREE_WORDS, ledger: FREE_WORDS, held: 0 });
  });
});
