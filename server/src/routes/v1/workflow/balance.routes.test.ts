import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { V1 } from '@inkstone/shared/paths';
import { SseHttpError } from '@inkstone/shared/readSse';
import {
  createAiTestApp,
  diffText,
  ledgerSum,
  readAllEvents,
  userIdOf,
  type AiTestApp,
} from '../../../test/aiTestApp.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';
import { okData, registerUser } from '../../../test/factories.js';

// A small starting balance: 1,000 words, five polish holds of 200.
let t: AiTestApp;
beforeAll(async () => {
  t = await createAiTestApp({ FREE_WORDS: '1000' });
});
afterAll(async () => t.close());
afterEach(() => expect(t.fake.unexpected).toEqual([]));

const balance = async (token: string) =>
  okData<{ durWordsLeft: number }>(await t.request({ method: 'GET', url: V1.user.info, token })).durWordsLeft;

describe('word balance', () => {
  it('402 insufficient_balance before any model call when the hold does not fit', async () => {
    const { token } = await registerUser(t);
    const calls = t.fake.requests.length;
    const long = Array.from({ length: 700 }, (_, i) => `w${i}`).join(' ');
    const res = await t.post(V1.workflow.polishSse, { text: long }, token);
    expect(res.status).toBe(402);
    const err = await readAllEvents(res).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SseHttpError);
    expect(err).toMatchObject({ errorCode: 'insufficient_balance' });
    expect((err as Error).message).toMatch(
      /^HTTP 402: Not enough words left: this operation reserves up to 1050 words/,
    );
    const task = await t.request({ method: 'POST', url: V1.workflow.expand, payload: { text: long }, token });
    expect(task.statusCode).toBe(402);
    expect(t.fake.requests.length).toBe(calls);
    expect(await balance(token)).toBe(1000);
  });

  it('50 streams started at once on a small balance: never negative, exact afterwards, ledger agrees', async () => {
    const { token, email } = await registerUser(t);
    // Slow enough that many holds are open together; each answer is 10 words.
    t.fake.setDefault({ text: Array.from({ length: 10 }, (_, i) => `w${i} `), delayMs: 5 });
    try {
      const results = await Promise.all(
        Array.from({ length: 50 }, async () => {
          const res = await t.post(V1.workflow.polishSse, { text: 'Please polish this sentence.' }, token);
          if (res.status !== 200) return { status: res.status, text: '' };
          const events = await readAllEvents(res);
          expect(events.at(-1)?.type).toBe('done');
          return { status: 200, text: diffText(events) };
        }),
      );
      const succeeded = results.filter((r) => r.status === 200);
      const refused = results.filter((r) => r.status === 402);
      expect(succeeded.length + refused.length).toBe(50);
      expect(succeeded.length).toBeGreaterThanOrEqual(5);
      expect(refused.length).toBeGreaterThan(0);
      const left = await balance(token);
      expect(left).toBe(1000 - 10 * succeeded.length);
      expect(await ledgerSum(t, await userIdOf(t, email))).toBe(left);
    } finally {
      t.fake.setDefault(undefined);
    }
  });
});

describe('no model configured', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp();
  });
  afterAll(async () => bare.close());

  it('every AI call answers 503 llm_not_configured saying how to connect one, and holds nothing', async () => {
    const { token, user } = await registerUser(bare);
    for (const url of [
      V1.workflow.polishSse,
      V1.workflow.suggestionSse,
      V1.workflow.outlineSuggestion,
      V1.workflow.polish,
    ]) {
      const res = await bare.request({ method: 'POST', url, payload: { text: 'Some text.' }, token });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'llm_not_configured' });
      expect(res.json().errorMsg).toMatch(/No AI model is connected yet\. An administrator can connect one/);
    }
    const info = okData<{ durWordsLeft: number }>(await bare.request({ method: 'GET', url: V1.user.info, token }));
    expect(info.durWordsLeft).toBe(user.durWordsLeft);
  });
});
