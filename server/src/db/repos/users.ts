import { count, desc, eq } from 'drizzle-orm';
import { users, type UserRow } from '../schema/index.js';
import type { Db } from '../types.js';

export type NewUser = typeof users.$inferInsert;

/** Editable profile fields (spec §3: nickname, language, hasSeenQuestionaire). */
export type UserPreferences = Partial<Pick<UserRow, 'nickname' | 'language' | 'hasSeenQuestionaire'>>;

export async function findById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** `email` must already be normalised (trimmed, lower-cased) by the shared Email schema. */
export async function findByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

/** `phone` must already be normalised by the shared Phone schema. */
export async function findByPhone(db: Db, phone: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
  return row;
}

/** Inserts a user; a duplicate email or phone rejects with a unique violation (23505). */
export async function insert(db: Db, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert into users returned no row');
  return row;
}

async function update(db: Db, id: string, values: Partial<NewUser>): Promise<UserRow> {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  if (!row) throw new Error(`user ${id} does not exist`);
  return row;
}

export function setPasswordHash(db: Db, id: string, passwordHash: string, now: Date): Promise<UserRow> {
  return update(db, id, { passwordHash, updatedAt: now });
}

export function updatePreferences(db: Db, id: string, prefs: UserPreferences, now: Date): Promise<UserRow> {
  return update(db, id, { ...prefs, updatedAt: now });
}

/** Stamps the time of a successful sign-in. */
export function recordLogin(db: Db, id: string, now: Date): Promise<UserRow> {
  return update(db, id, { lastLoginAt: now });
}

export function setLoginUserType(db: Db, id: string, type: UserRow['loginUserType'], now: Date): Promise<UserRow> {
  return update(db, id, { loginUserType: type, updatedAt: now });
}

/** One page of accounts, newest first, and the total count. */
export async function listPage(db: Db, offset: number, limit: number): Promise<{ rows: UserRow[]; total: number }> {
  const rows = await db.select().from(users).orderBy(desc(users.createdAt), desc(users.id)).offset(offset).limit(limit);
  const [totals] = await db.select({ total: count() }).from(users);
  return { rows, total: totals?.total ?? 0 };
}
