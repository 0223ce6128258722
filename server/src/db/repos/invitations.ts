import { and, count, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import { users, wordLedger, type UserRow } from '../schema/index.js';
import type { Db } from '../types.js';

/** The account whose share code this is (codes are stored upper-case). */
export async function findByShareCode(db: Db, shareCode: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.shareCode, shareCode));
  return row;
}

/**
 * Gives the user `shareCode` unless they already have one; returns the code they have afterwards.
 * A code another user holds rejects with a unique violation (the caller draws again).
 */
export async function claimShareCode(db: Db, userId: string, shareCode: string): Promise<string | undefined> {
  await db
    .update(users)
    .set({ shareCode })
    .where(and(eq(users.id, userId), isNull(users.shareCode)));
  const [row] = await db.select({ shareCode: users.shareCode }).from(users).where(eq(users.id, userId));
  return row?.shareCode ?? undefined;
}

/**
 * Locks the inviter's row until the transaction ends, so concurrent rewards count the daily cap
 * exactly. `no key update`, not `update`: each invitee's insert holds a key-share lock on the inviter
 * (the invited_by foreign key), and `for update` would deadlock two sign-ups against each other.
 */
export async function lockUser(db: Db, userId: string): Promise<void> {
  await db.execute(sql`select id from ${users} where id = ${userId} for no key update`);
}

/** How many invite rewards the user was credited since `since`. */
export async function rewardsSince(db: Db, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(wordLedger)
    .where(
      and(eq(wordLedger.userId, userId), eq(wordLedger.reason, 'invite_reward'), gte(wordLedger.createdAt, since)),
    );
  return row?.n ?? 0;
}

/** How many accounts registered with the user's code. */
export async function countInvitees(db: Db, inviterId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(eq(users.invitedBy, inviterId));
  return row?.n ?? 0;
}

/** The newest invitees with the words their inviter got for each (0 past the daily cap). */
export async function listRecentInvitees(
  db: Db,
  inviterId: string,
  limit: number,
): Promise<Array<{ email: string | null; phone: string | null; createdAt: Date; rewardWords: number }>> {
  return db
    .select({
      email: users.email,
      phone: users.phone,
      createdAt: users.createdAt,
      rewardWords: sql<number>`coalesce((
        select sum(l.delta) from word_ledger l
        -- users.id spelled out: Drizzle would write a bare "id", which l.id would capture.
        where l.user_id = ${inviterId} and l.reason = 'invite_reward' and l.ref_id = users.id::text
      ), 0)::int`,
    })
    .from(users)
    .where(eq(users.invitedBy, inviterId))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit);
}
