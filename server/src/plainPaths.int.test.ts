import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ToolStreamDone } from '@inkstone/shared/api/workflow';
import { V1 } from '@inkstone/shared/paths';
import {
  createAiTestApp,
  diffText,
  ledgerSum,
  openHolds,
  readAllEvents,
  userIdOf,
  type AiTestApp,
} from './test/aiTestApp.js';
import { okData, registerUser } from './test/factories.js';

/**
 * Every speed path has a plain path beside it (decision 006): SESSION_CACHE, NAMED_STATEMENTS and
 * EARLY_MODEL_CALL off. What a user sees is the same: streams charge the delivered words, the
 * balance and the ledger agree, a signed-out session is refused at once.
 */
let t: AiTestApp;
beforeAll(async () => {
  t = await createAiTestApp({
    FREE_WORDS: '1000',
    SESSION_CACHE: 'false',
    NAMED_STATEMENTS: 'false',
    EARLY_MODEL_CALL: 'false',
  });
});
afterAll(async () => t.close());
afterEach(() => expect(t.fake.unexpected).toEqual([]));

const balance = async (token: string) =>
  okData<{ durWordsLeft: number }>(await t.request({ method: 'GET', url: V1.user.info, token })).durWordsLeft;

describe('the plain paths', () => {
  it('keep nothing in memory and prepare nothing', () => {
    expect(t.ctx.database.sessionCache).toBeUndefined();
    expect(t.ctx.database.balanceCache).toBeUndefined();
    expect(t.ctx.db.namedStatements).toBeUndefined();
  });

  it('stream a tool: the delivered words are charged, the hold closed, the ledger agrees', async () => {
    const { token, email } = await registerUser(t);
    t.fake.reply({ text: ['Polished ', 'text.'] });
    const res = await t.post(V1.workflow.polishSse, { text: 'Please polish this sentence.' }, token);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const events = await readAllEvents(res);
    expect(diffText(events)).toBe('Polished text.');
    const done = events.at(-1);
    expect(done?.type).toBe('done');
    const { wordsCharged } = (done as { data: ToolStreamDone }).data;
    expect(wordsCharged).toBe(2);
    expect(await balance(token)).toBe(1000 - wordsCharged);
    const userId = await userIdOf(t, email);
    expect(await ledgerSum(t, userId)).toBe(1000 - wordsCharged);
    expect(await openHolds(t, userId)).toBe(0);
  });

  it('refuse a stream whose hold does not fit before any model call (402)', async () => {
    const { token } = await registerUser(t);
    const calls = t.fake.requests.length;
    const long = Array.from({ length: 700 }, (_, i) => `w${i}`).join(' ');
    const res = await t.post(V1.workflow.polishSse, { text: long }, token);
    expect(res.status).toBe(402);
    expect(t.fake.requests.length).toBe(calls);
    expect(await balance(token)).toBe(1000);
  });

  it('refuse a session as soon as it is signed out', async () => {
    const { token } = await registerUser(t);
    okData(await t.request({ method: 'POST', url: V1.user.logout, token }));
    expect((await t.request({ method: 'GET', url: V1.user.info, token })).statusCode).toBe(401);
  });
});
