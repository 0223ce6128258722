import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.js';
import { userIdOf } from '../test/aiTestApp.js';
import { registerUser } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/testApp.js';
import { verifyLedger } from './verifyLedger.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function run() {
  const out: string[] = [];
  const err: string[] = [];
  const code = await verifyLedger(
    t.ctx.db,
    (l) => out.push(l),
    (l) => err.push(l),
  );
  return { code, out, err };
}

describe('ledger:verify', () => {
  it('passes when every balance equals its ledger, and names the user whose balance was changed behind it', async () => {
    const user = await registerUser(t);
    expect(await run()).toEqual({ code: 0, out: ['ledger:verify: every balance equals its ledger.'], err: [] });
    const id = await userIdOf(t, user.email);
    // A write that skips the ledger, as a bug or a hand edit would.
    await t.ctx.db
      .update(users)
      .set({ wordsLeft: sql`${users.wordsLeft} + 7` })
      .where(eq(users.id, id));
    const failed = await run();
    expect(failed.code).toBe(1);
    expect(failed.err[0]).toBe(`${id} ${user.email}: balance 10007, ledger sum 10000`);
    expect(failed.err.at(-1)).toBe('ledger:verify: 1 user(s) differ from their ledger.');
  });
});
