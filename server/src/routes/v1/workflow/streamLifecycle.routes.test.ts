import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { V1 } from '@inkstone/shared/paths';
import { readSse } from '@inkstone/shared/readSse';
import type { StreamEvent } from '@inkstone/shared/sse';
import * as balance from '../../../db/repos/balance.js';
import { createAiTestApp, userIdOf, type AiTestApp } from '../../../test/aiTestApp.js';
import { registerUser } from '../../../test/factories.js';

describe('stream lifecycle', () => {
  let t: AiTestApp;
  beforeAll(async () => {
    t = await createAiTestApp({ SSE_PING_INTERVAL_MS: '40' });
  });
  afterAll(async () => t.close());

  it('writes a `: ping` comment while the stream is open', async () => {
    const { token } = await registerUser(t);
    t.fake.reply({ text: ['slow ', 'answer'], delayMs: 150 });
    const raw = await (await t.post(V1.workflow.polishSse, { text: 'x' }, token)).text();
    expect(raw).toContain('\n\n: ping\n\n');
    expect(raw).toMatch(/event: done\ndata: \{.*\}\n\n$/);
  });
});

describe('server shutdown', () => {
  it('ends open streams with a clean error event, aborts their model calls and gives the words back', async () => {
    const t = await createAiTestApp();
    const { token, email, user } = await registerUser(t);
    const userId = await userIdOf(t, email);
    // The balance as the server leaves it: read just before the database closes.
    let wordsAfter: number | undefined;
    const closeDatabase = t.ctx.database.close.bind(t.ctx.database);
    Object.assign(t.ctx.database, {
      close: async () => {
        wordsAfter = await balance.wordsLeft(t.ctx.db, userId);
        await closeDatabase();
      },
    });
    t.fake.reply({ text: Array.from({ length: 100 }, (_, i) => `w${i} `), delayMs: 30 });
    const events: StreamEvent[] = [];
    let closing: Promise<void> | undefined;
    const res = await t.post(V1.workflow.polishSse, { text: 'x' }, token);
    await readSse(res, (e) => {
      events.push(e);
      if (e.type === 'diff' && !closing) closing = t.close();
    });
    expect(events.at(-1)).toEqual({
      type: 'error',
      errorCode: 'server_shutting_down',
      errorMsg: 'The server is restarting. Please retry in a moment.',
    });
    await closing;
    expect(wordsAfter).toBe(user.durWordsLeft);
    expect(t.fake.requests.at(-1)!.wasAborted).toBe(true);
  });
});
