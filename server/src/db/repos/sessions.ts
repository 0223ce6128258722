import crypto from 'node:crypto';
import { and, desc, eq, gt, isNull, ne, sql, type Placeholder } from 'drizzle-orm';
import { randomToken, sha256Hex } from '../../lib/tokens.js';
import { sessions, users, type SessionRow, type UserRow } from '../schema/index.js';
import type { Db } from '../types.js';

export interface NewSession {
  token: string;
  expiresAt: Date;
}

/** Creates a session; only the token's hash is stored, the token itself is returned once. */
export async function create(
  db: Db,
  userId: string,
  opts: { now: Date; ttlMs: number; userAgent?: string; ip?: string },
): Promise<NewSession> {
  const token = randomToken();
  const expiresAt = new Date(opts.now.getTime() + opts.ttlMs);
  await db.insert(sessions).values({
    id: crypto.randomUUID(),
    userId,
    tokenHash: sha256Hex(token),
    userAgent: opts.userAgent?.slice(0, 512),
    ip: opts.ip,
    createdAt: opts.now,
    lastUsedAt: opts.now,
    expiresAt,
  });
  return { token, expiresAt };
}

/** The live session of a token hash and its user: the values given, or placeholders to prepare. */
function findActiveQuery(db: Db, tokenHash: string | Placeholder, now: Date | Placeholder) {
  return db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
}

/** The live session of a token (by its hash) and its user, or undefined when unknown, expired or revoked. */
export async function findActive(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<{ session: SessionRow; user: UserRow } | undefined> {
  // Every signed-in request runs this query: with named statements on it is built once per database.
  const prepared = db.namedStatements?.prepared('find_active_session', () =>
    findActiveQuery(db, sql.placeholder('tokenHash'), sql.placeholder('now')).prepare('find_active_session'),
  );
  const [row] = prepared ? await prepared.execute({ tokenHash, now }) : await findActiveQuery(db, tokenHash, now);
  return row;
}

export async function revoke(db: Db, sessionId: string, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
}

/** Signs the user out everywhere except the session `keepSessionId` (password change). */
export async function revokeOthersForUser(db: Db, userId: string, keepSessionId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.id, keepSessionId)));
}

/** Signs the user out everywhere (logout-all, password reset). */
export async function revokeAllForUser(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Records when the session was last used (see auth/sessionActivity.ts for how often). */
export async function touch(db: Db, sessionId: string, now: Date): Promise<void> {
  await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, sessionId));
}

/** The user's live sessions (not revoked, not expired), newest first, at most `limit`. */
export function listLive(db: Db, userId: string, now: Date, limit: number): Promise<SessionRow[]> {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.createdAt), desc(sessions.id))
    .limit(limit);
}

/** Revokes one live session of the user; false when the user has no such live session. */
export async function revokeOwned(db: Db, userId: string, sessionId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .returning({ id: sessions.id });
  return rows.length > 0;
}
