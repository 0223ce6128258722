import type { AddressInfo } from 'node:net';
import { and, count, eq, sql } from 'drizzle-orm';
import { V1 } from '@inkstone/shared/paths';
import { readSse } from '@inkstone/shared/readSse';
import type { StreamEvent } from '@inkstone/shared/sse';
import * as usersRepo from '../db/repos/users.js';
import { wordHolds, wordLedger } from '../db/schema/index.js';
import { registerUser } from './factories.js';
import { startFakeLlm, type FakeLlm } from './fakes/fakeLlm.js';
import { createTestApp, type TestApp } from './testApp.js';

/** The test app wired to a fake model, listening on a real port (streams need real sockets). */
export interface AiTestApp extends TestApp {
  fake: FakeLlm;
  /** http://127.0.0.1:PORT of the app. */
  origin: string;
  /** POSTs a JSON body to a stream endpoint over HTTP. */
  post(path: string, body: unknown, token?: string, signal?: AbortSignal): Promise<Response>;
}

/**
 * A fresh test app whose model is the fake (LLM_* set to it), listening on 127.0.0.1. Its first model
 * call is made here, so the cold start of the model client does not count against a test's short
 * stall timeout.
 */
export async function createAiTestApp(env: Record<string, string> = {}): Promise<AiTestApp> {
  const fake = await startFakeLlm();
  const t = await createTestApp({
    LLM_BASE_URL: fake.baseUrl,
    LLM_MODEL: 'fake-model',
    LLM_API_KEY: 'sk-test-0123456789abcdef',
    LLM_STALL_TIMEOUT_MS: '2000',
    SSE_PING_INTERVAL_MS: '60000',
    ...env,
  });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = t.app.server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  const app: AiTestApp = {
    ...t,
    fake,
    origin,
    post: (path, body, token, signal) =>
      fetch(`${origin}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
        signal,
      }),
    close: async () => {
      await t.close();
      await fake.close();
    },
  };
  await warmUp(app);
  return app;
}

async function warmUp(app: AiTestApp): Promise<void> {
  const { token } = await registerUser(app);
  app.fake.reply({ text: ['warm'] });
  await readAllEvents(await app.post(V1.workflow.polishSse, { text: 'warm' }, token));
  app.fake.requests.length = 0;
}

/** Every event of a stream response, read with the shared client. */
export async function readAllEvents(res: Response): Promise<StreamEvent[]> {
  const events: StreamEvent[] = [];
  await readSse(res, (e) => events.push(e));
  return events;
}

/** The answer text of a list of events. */
export const diffText = (events: StreamEvent[]) => events.map((e) => (e.type === 'diff' ? e.diff : '')).join('');

/** The sum of a user's ledger rows, which must equal the balance. */
export async function ledgerSum(t: TestApp, userId: string): Promise<number> {
  const [row] = await t.ctx.db
    .select({ total: sql<number>`coalesce(sum(${wordLedger.delta}), 0)::int` })
    .from(wordLedger)
    .where(eq(wordLedger.userId, userId));
  return row?.total ?? 0;
}

/** Waits until `check` holds (polling), for effects that land after a response ends. */
export async function eventually(check: () => Promise<boolean> | boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The id of the account registered with `email`. */
export async function userIdOf(t: TestApp, email: string): Promise<string> {
  const user = await usersRepo.findByEmail(t.ctx.db, email);
  if (!user) throw new Error(`no user ${email}`);
  return user.id;
}

/** How many of the user's word holds are still open. */
export async function openHolds(t: TestApp, userId: string): Promise<number> {
  const [row] = await t.ctx.db
    .select({ open: count() })
    .from(wordHolds)
    .where(and(eq(wordHolds.userId, userId), eq(wordHolds.status, 'held')));
  return row?.open ?? 0;
}
