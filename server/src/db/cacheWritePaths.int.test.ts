import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSignedIn } from '../auth/findSignedIn.js';
import { PROCESS_INSTANCE_ID } from '../lib/processInstance.js';
import { sha256Hex } from '../lib/tokens.js';
import { openTestDatabase } from '../test/testDb.js';
import { findWritePaths, tablesWriting } from '../test/writePaths.js';
import * as balance from './repos/balance.js';
import * as invitations from './repos/invitations.js';
import * as sessionsRepo from './repos/sessions.js';
import * as usersRepo from './repos/users.js';
import * as wordHolds from './repos/wordHolds.js';
import * as ledger from './repos/wordLedger.js';
import type { UserRow } from './schema/index.js';
import type { Database, Db } from './types.js';

/**
 * The session and balance caches of the embedded database are exact only if every statement that
 * writes `users` or `sessions` empties them (decision 006). The write paths are not listed by hand:
 * the tables come from the schema (those two, and any table a foreign key of theirs references with
 * an action), and the functions that write them from the server's code. Each path has a case here,
 * run with both caches holding an entry, on the root handle (named statements) and inside a
 * transaction (plain Drizzle); triggers on the tables report what each statement really wrote.
 */
const WRITE_TABLES = tablesWriting(['users', 'sessions']);

/** What each case starts from: a user with words, two sessions and an open hold. */
interface Scene {
  user: UserRow;
  token: string;
  sessionId: string;
  holdId: string;
  now: Date;
}

const newHold = (userId: string, now: Date, holdId = crypto.randomUUID()) => ({
  holdId,
  ledgerId: crypto.randomUUID(),
  userId,
  amount: 10,
  purpose: 'probe',
  reason: 'probe',
  instanceId: PROCESS_INSTANCE_ID,
  now,
});

const cases: Record<string, (db: Db, s: Scene) => Promise<unknown>> = {
  'db/repos/balance.ts:debitIntoHold': (db, s) => balance.debitIntoHold(db, newHold(s.user.id, s.now)),
  'db/repos/wordHolds.ts:closeAndGiveBack': (db, s) =>
    wordHolds.closeAndGiveBack(db, {
      holdId: s.holdId,
      ledgerId: crypto.randomUUID(),
      charged: 4,
      reason: 'probe',
      now: s.now,
    }),
  'db/repos/wordLedger.ts:applyChange': (db, s) =>
    ledger.applyChange(db, { userId: s.user.id, delta: 5, reason: 'probe', now: s.now }),
  'db/repos/invitations.ts:claimShareCode': (db, s) =>
    invitations.claimShareCode(db, s.user.id, crypto.randomUUID().slice(0, 8)),
  'db/repos/sessions.ts:create': (db, s) => sessionsRepo.create(db, s.user.id, { now: s.now, ttlMs: 60_000 }),
  'db/repos/sessions.ts:revoke': (db, s) => sessionsRepo.revoke(db, s.sessionId, s.now),
  'db/repos/sessions.ts:revokeAllForUser': (db, s) => sessionsRepo.revokeAllForUser(db, s.user.id, s.now),
  'db/repos/sessions.ts:revokeOthersForUser': (db, s) =>
    sessionsRepo.revokeOthersForUser(db, s.user.id, s.sessionId, s.now),
  'db/repos/sessions.ts:revokeOwned': (db, s) => sessionsRepo.revokeOwned(db, s.user.id, s.sessionId, s.now),
  'db/repos/sessions.ts:touch': (db, s) => sessionsRepo.touch(db, s.sessionId, s.now),
  'db/repos/users.ts:insert': (db) =>
    usersRepo.insert(db, { id: crypto.randomUUID(), email: `${crypto.randomUUID()}@example.test`, nickname: 'p' }),
  'db/repos/users.ts:recordLogin': (db, s) => usersRepo.recordLogin(db, s.user.id, s.now),
  'db/repos/users.ts:setLoginUserType': (db, s) => usersRepo.setLoginUserType(db, s.user.id, 'admin', s.now),
  'db/repos/users.ts:setPasswordHash': (db, s) => usersRepo.setPasswordHash(db, s.user.id, 'hash', s.now),
  'db/repos/users.ts:updatePreferences': (db, s) =>
    usersRepo.updatePreferences(db, s.user.id, { nickname: 'renamed' }, s.now),
};

describe('what writes users or sessions', () => {
  it('has a case for every write path of the code', () => {
    const found = findWritePaths(WRITE_TABLES);
    const missing = found.filter((path) => !(path in cases)).map((path) => `add a case for ${path}`);
    const stale = Object.keys(cases)
      .filter((path) => !found.includes(path))
      .map((path) => `${path} no longer writes ${WRITE_TABLES.map((t) => t.sqlName).join(' or ')}`);
    expect([...missing, ...stale]).toEqual([]);
  });
});

describe.runIf(!process.env.TEST_DATABASE_URL)('every write path empties the caches', () => {
  let database: Database;
  let triggersAndRules: Array<Record<string, unknown>>;
  beforeAll(async () => {
    database = await openTestDatabase();
    triggersAndRules = await rows(
      database.db,
      sql`select tgname as name from pg_trigger where not tgisinternal
          union all select rulename from pg_rules where schemaname = 'public'`,
    );
    await installProbe(database.db);
  });
  afterAll(async () => database.close());

  it('has no trigger or rule of its own that could write behind a statement', () => {
    expect(triggersAndRules).toEqual([]);
  });

  async function arrange(): Promise<Scene> {
    const now = new Date();
    const db = database.db;
    const user = await usersRepo.insert(db, {
      id: crypto.randomUUID(),
      email: `${crypto.randomUUID()}@example.test`,
      nickname: 'probe',
      wordsLeft: 1000,
    });
    const { token } = await sessionsRepo.create(db, user.id, { now, ttlMs: 60_000 });
    await sessionsRepo.create(db, user.id, { now, ttlMs: 60_000 });
    const holdId = crypto.randomUUID();
    await balance.debitIntoHold(db, newHold(user.id, now, holdId));
    const found = await sessionsRepo.findActive(db, sha256Hex(token), now);
    return { user, token, sessionId: found!.session.id, holdId, now };
  }

  describe.each(['root handle', 'transaction'] as const)('on the %s', (where) => {
    it.each(Object.keys(cases))('%s', async (path) => {
      const scene = await arrange();
      const sessionCache = database.sessionCache!;
      const balanceCache = database.balanceCache!;
      await findSignedIn(database, scene.token, scene.now);
      const tokenHash = sha256Hex(scene.token);
      expect(sessionCache.get(tokenHash, scene.now)).toBeDefined();
      expect(balanceCache.get(scene.user.id)).toBeDefined();
      await database.db.execute(sql`delete from cache_probe`);

      const run = cases[path]!;
      if (where === 'root handle') await run(database.db, scene);
      else await database.db.transaction((tx) => run(tx, scene));

      const written = await rows(database.db, sql`select tbl, beyond_balance from cache_probe`);
      expect(written.length, 'the case writes users or sessions').toBeGreaterThan(0);
      // A statement that changes only users.words_left (a word hold) may leave sessions cached.
      if (written.some((w) => w.beyond_balance)) expect(sessionCache.get(tokenHash, scene.now)).toBeUndefined();
      if (written.some((w) => w.tbl === 'users')) expect(balanceCache.get(scene.user.id)).toBeUndefined();
    });
  });
});

async function rows(db: Db, query: ReturnType<typeof sql>): Promise<Array<Record<string, unknown>>> {
  // Both drivers answer with `{ rows }`.
  return ((await db.execute(query)) as { rows: Array<Record<string, unknown>> }).rows;
}

/** Row triggers on the write tables that record each row written, and whether more than the balance changed. */
async function installProbe(db: Db): Promise<void> {
  await db.execute(sql`create table cache_probe (tbl text not null, beyond_balance boolean not null)`);
  await db.execute(
    sql.raw(`create function cache_probe_note() returns trigger language plpgsql as $$
      begin
        insert into cache_probe values (tg_table_name, tg_table_name <> 'users' or tg_op <> 'UPDATE'
          or (to_jsonb(old) - 'words_left') is distinct from (to_jsonb(new) - 'words_left'));
        return null;
      end $$`),
  );
  for (const { sqlName } of WRITE_TABLES) {
    await db.execute(
      sql.raw(`create trigger cache_probe after insert or update or delete on ${sqlName}
        for each row execute function cache_probe_note()`),
    );
  }
}
