import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as balance from '../db/repos/balance.js';
import * as wordHolds from '../db/repos/wordHolds.js';
import { ledgerSum, userIdOf } from '../test/aiTestApp.js';
import { registerUser } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/testApp.js';
import { releaseHold, settleHold, takeHold } from './holds.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ FREE_WORDS: '1000' });
});
afterAll(async () => t.close());

async function newUser(): Promise<string> {
  return userIdOf(t, (await registerUser(t)).email);
}

describe('word holds', () => {
  it('settles to the real count and gives the rest back, with a ledger row each way', async () => {
    const userId = await newUser();
    const now = new Date();
    const { hold, wordsLeft } = await takeHold(t.ctx.db, { userId, amount: 300, purpose: 'polish', now });
    expect(wordsLeft).toBe(700);
    expect(await settleHold(t.ctx.db, hold, 120, now)).toEqual({ charged: 120, wordsLeft: 880 });
    expect(await wordHolds.findById(t.ctx.db, hold.id)).toMatchObject({ status: 'settled', charged: 120 });
    expect(await ledgerSum(t, userId)).toBe(880);
  });

  it('never charges more than the hold, and closes a hold only once', async () => {
    const userId = await newUser();
    const now = new Date();
    const { hold } = await takeHold(t.ctx.db, { userId, amount: 100, purpose: 'expand', now });
    expect(await settleHold(t.ctx.db, hold, 5000, now)).toEqual({ charged: 100, wordsLeft: 900 });
    expect(await releaseHold(t.ctx.db, hold.id, now)).toBe(900);
    expect(await settleHold(t.ctx.db, hold, 0, now)).toEqual({ charged: 0, wordsLeft: 900 });
    expect(await ledgerSum(t, userId)).toBe(900);
  });

  it('refuses a hold larger than the balance with 402 and changes nothing', async () => {
    const userId = await newUser();
    await expect(
      takeHold(t.ctx.db, { userId, amount: 1001, purpose: 'polish', now: new Date() }),
    ).rejects.toMatchObject({
      statusCode: 402,
      errorCode: 'insufficient_balance',
    });
    expect(await balance.wordsLeft(t.ctx.db, userId)).toBe(1000);
    expect(await ledgerSum(t, userId)).toBe(1000);
  });

  it('takes concurrent holds without ever going below zero', async () => {
    const userId = await newUser();
    const attempts = await Promise.allSettled(
      Array.from({ length: 30 }, () => takeHold(t.ctx.db, { userId, amount: 70, purpose: 'polish', now: new Date() })),
    );
    const taken = attempts.filter((a) => a.status === 'fulfilled').length;
    expect(taken).toBe(14);
    expect(await balance.wordsLeft(t.ctx.db, userId)).toBe(1000 - 14 * 70);
    expect(await ledgerSum(t, userId)).toBe(1000 - 14 * 70);
  });
});
