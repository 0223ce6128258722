import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as balance from '../db/repos/balance.js';
import { PROCESS_INSTANCE_ID } from '../lib/processInstance.js';
import { createAiTestApp, eventually, openHolds, userIdOf, type AiTestApp } from '../test/aiTestApp.js';
import { registerUser } from '../test/factories.js';
import { startToolStream } from './startToolStream.js';

// Each user starts with 1,000 words; a polish of a short text holds 200.
let t: AiTestApp;
beforeAll(async () => {
  t = await createAiTestApp({ FREE_WORDS: '1000' });
});
afterAll(async () => t.close());
afterEach(() => expect(t.fake.unexpected).toEqual([]));

const userOf = async () => {
  const { email } = await registerUser(t);
  return userIdOf(t, email);
};

const collect = async (chunks: AsyncIterable<{ text: string }>) => {
  let text = '';
  for await (const chunk of chunks) text += chunk.text;
  return text;
};

describe('startToolStream', () => {
  it('takes the hold and hands over the model call, which is already under way', async () => {
    const id = await userOf();
    // The model answers only after a while: the call must have been sent before anyone reads it.
    t.fake.reply({ text: ['Polished', ' text.'], headerDelayMs: 100 });
    const calls = t.fake.requests.length;
    const started = await startToolStream(
      t.ctx,
      { id, wordsLeftHint: 1000 },
      'polish',
      { text: 'Some text.' },
      t.ctx.shutdownSignal,
    );
    await eventually(() => t.fake.requests.length === calls + 1);
    expect(started.run.hold.amount).toBe(200);
    expect(await balance.wordsLeft(t.ctx.db, id)).toBe(800);
    expect(await collect(started.chunks)).toBe('Polished text.');
  });

  it('holds nothing, and closes the model call if it went out, when the hold is refused after the call started', async () => {
    const id = await userOf();
    // Another operation took the words after the session was read: the balance it saw is stale.
    await balance.debitIntoHold(t.ctx.db, {
      holdId: crypto.randomUUID(),
      ledgerId: crypto.randomUUID(),
      userId: id,
      amount: 900,
      purpose: 'polish',
      reason: 'ai_hold',
      instanceId: PROCESS_INSTANCE_ID,
      now: new Date(),
    });
    const calls = t.fake.requests.length;
    t.fake.setDefault({ text: ['never', ' shown'], headerDelayMs: 300 });
    try {
      const refused = startToolStream(
        t.ctx,
        { id, wordsLeftHint: 1000 },
        'polish',
        { text: 'Some text.' },
        t.ctx.shutdownSignal,
      );
      await expect(refused).rejects.toMatchObject({ statusCode: 402, errorCode: 'insufficient_balance' });
      // The call may have reached the model before the hold was refused (it starts first); if so it
      // was closed before its answer came (the fake answers after 300 ms).
      await new Promise((resolve) => setTimeout(resolve, 500));
      const made = t.fake.requests.slice(calls);
      expect(made.length).toBeLessThanOrEqual(1);
      for (const request of made) {
        await request.closed;
        expect(request.wasAborted).toBe(true);
      }
    } finally {
      t.fake.setDefault(undefined);
    }
    expect(await balance.wordsLeft(t.ctx.db, id)).toBe(100);
    expect(await openHolds(t, id)).toBe(1);
  });

  it('makes no model call when the balance read with the session cannot cover the hold', async () => {
    const id = await userOf();
    const calls = t.fake.requests.length;
    const long = Array.from({ length: 700 }, (_, i) => `w${i}`).join(' ');
    await expect(
      startToolStream(t.ctx, { id, wordsLeftHint: 1000 }, 'polish', { text: long }, t.ctx.shutdownSignal),
    ).rejects.toMatchObject({ statusCode: 402 });
    expect(t.fake.requests.length).toBe(calls);
    expect(await balance.wordsLeft(t.ctx.db, id)).toBe(1000);
  });
});
