import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { V1 } from '@inkstone/shared/paths';
import { readSse } from '@inkstone/shared/readSse';
import type { StreamEvent } from '@inkstone/shared/sse';
import { countWords } from '@inkstone/shared/wordCount';
import type { FakeReply } from '../../../test/fakes/fakeLlm.js';
import {
  createAiTestApp,
  diffText,
  eventually,
  ledgerSum,
  openHolds,
  readAllEvents,
  userIdOf,
  type AiTestApp,
} from '../../../test/aiTestApp.js';
import { okData, registerUser } from '../../../test/factories.js';

let t: AiTestApp;
beforeAll(async () => {
  t = await createAiTestApp({ LLM_STALL_TIMEOUT_MS: '400', LLM_TIMEOUT_MS: '2000' });
});
afterAll(async () => t.close());
afterEach(() => expect(t.fake.unexpected).toEqual([]));

const balance = async (token: string) =>
  okData<{ durWordsLeft: number }>(await t.request({ method: 'GET', url: V1.user.info, token })).durWordsLeft;

/** Runs a polish stream against `reply`; returns its events and the user's balance before and after. */
async function polishAgainst(reply: FakeReply) {
  const { token, email, user } = await registerUser(t);
  t.fake.reply(reply);
  const res = await t.post(V1.workflow.polishSse, { text: 'A short input text.' }, token);
  expect(res.status).toBe(200);
  const events = await readAllEvents(res);
  const request = t.fake.requests.at(-1)!;
  await request.closed;
  return { events, before: user.durWordsLeft, after: await balance(token), userId: await userIdOf(t, email), request };
}

const lastError = (events: StreamEvent[]) => {
  const last = events.at(-1);
  if (last?.type !== 'error') throw new Error(`expected an error event, got ${JSON.stringify(last)}`);
  return last;
};

describe('upstream failures end the stream with an error event and refund the hold', () => {
  it.each([
    [401, 'upstream_auth_failed', /rejected the API key \(HTTP 401\)/],
    [429, 'upstream_rate_limited', /HTTP 429: You exceeded your current quota/],
    [500, 'upstream_error', /internal error\. Please retry\. \(HTTP 500/],
    [404, 'upstream_error', /HTTP 404: The model `gpt-5.2-proo` does not exist/],
  ] as const)('HTTP %i → %s', async (status, errorCode, message) => {
    const { events, before, after, userId } = await polishAgainst({ status });
    expect(lastError(events)).toMatchObject({ errorCode });
    expect(lastError(events).errorMsg).toMatch(message);
    expect(after).toBe(before);
    expect(await ledgerSum(t, userId)).toBe(after);
  });

  it('never shows the provider text of a 401 (it may echo part of the key)', async () => {
    const { events } = await polishAgainst({ status: 401 });
    expect(lastError(events).errorMsg).not.toContain('sk-');
  });

  it('a stream cut mid-way (socket destroyed) → upstream_error, the delivered part refunded', async () => {
    const { events, before, after } = await polishAgainst({ text: ['one ', 'two ', 'three ', 'four'], cutAfter: 2 });
    expect(diffText(events)).toBe('one two ');
    expect(lastError(events)).toMatchObject({ errorCode: 'upstream_error' });
    expect(lastError(events).errorMsg).toMatch(/broke off/);
    expect(after).toBe(before);
  });

  it('a stall (no byte for LLM_STALL_TIMEOUT_MS) → upstream_timeout, and the upstream socket is closed', async () => {
    const started = Date.now();
    const { events, before, after, request } = await polishAgainst({ text: ['one ', 'two'], stallAfter: 1 });
    expect(lastError(events)).toMatchObject({ errorCode: 'upstream_timeout' });
    expect(lastError(events).errorMsg).toMatch(/stopped sending for 400 ms/);
    expect(Date.now() - started).toBeLessThan(1500);
    expect(request.wasAborted).toBe(true);
    expect(after).toBe(before);
  });

  it('no response headers within the stall timeout is a stall too', async () => {
    const { events } = await polishAgainst({ text: ['late'], headerDelayMs: 1000 });
    expect(lastError(events)).toMatchObject({ errorCode: 'upstream_timeout' });
  });

  it('a call longer than LLM_TIMEOUT_MS → upstream_timeout', async () => {
    const pieces = Array.from({ length: 40 }, (_, i) => `w${i} `);
    const { events, before, after, request } = await polishAgainst({ text: pieces, delayMs: 100 });
    expect(lastError(events)).toMatchObject({ errorCode: 'upstream_timeout' });
    expect(lastError(events).errorMsg).toMatch(/did not finish within 2 s/);
    expect(request.wasAborted).toBe(true);
    expect(after).toBe(before);
  });
});

describe('client abort', () => {
  it('aborts the upstream call and charges only the delivered words', async () => {
    const { token, email, user } = await registerUser(t);
    const pieces = Array.from({ length: 50 }, (_, i) => `word${i} `);
    t.fake.reply({ text: pieces, delayMs: 20 });
    const controller = new AbortController();
    const res = await t.post(V1.workflow.polishSse, { text: 'Some text to polish.' }, token, controller.signal);
    let delivered = '';
    const reading = readSse(
      res,
      (e) => {
        if (e.type !== 'diff') return;
        delivered += e.diff;
        if (countWords(delivered) >= 5) controller.abort();
      },
      controller.signal,
    );
    await expect(reading).rejects.toMatchObject({ name: 'AbortError' });
    const request = t.fake.requests.at(-1)!;
    await request.closed;
    expect(request.wasAborted).toBe(true);
    const userId = await userIdOf(t, email);
    // The hold is settled once the server notices the disconnect; it may have written a few more chunks.
    await eventually(async () => (await openHolds(t, userId)) === 0);
    expect(await ledgerSum(t, userId)).toBe(await balance(token));
    const charged = user.durWordsLeft - (await balance(token));
    expect(charged).toBeGreaterThanOrEqual(5);
    expect(charged).toBeLessThan(50);
  });
});

describe('limits', () => {
  it('cuts the output at the hold, charges the hold and says so', async () => {
    const { token, user } = await registerUser(t);
    const pieces = Array.from({ length: 260 }, (_, i) => `w${i} `);
    t.fake.reply({ text: pieces, delayMs: 2 });
    const events = await readAllEvents(await t.post(V1.workflow.polishSse, { text: 'short' }, token));
    const done = events.at(-1);
    expect(done).toMatchObject({ type: 'done', data: { wordsCharged: 200, isTruncated: true } });
    expect(countWords(diffText(events))).toBe(200);
    expect(await balance(token)).toBe(user.durWordsLeft - 200);
    await t.fake.requests.at(-1)!.closed;
    expect(t.fake.requests.at(-1)!.wasAborted).toBe(true);
  });
});
