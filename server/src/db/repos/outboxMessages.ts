import { desc, eq } from 'drizzle-orm';
import { outboxMessages } from '../schema/index.js';
import type { Db } from '../types.js';

export type OutboxMessageRow = typeof outboxMessages.$inferSelect;

/** Stores a message of the development outbox. */
export async function insert(db: Db, values: typeof outboxMessages.$inferInsert): Promise<void> {
  await db.insert(outboxMessages).values(values);
}

/** The newest development-outbox messages, optionally for one recipient. */
export function listRecent(db: Db, opts: { recipient?: string; limit: number }): Promise<OutboxMessageRow[]> {
  return db
    .select()
    .from(outboxMessages)
    .where(opts.recipient === undefined ? undefined : eq(outboxMessages.recipient, opts.recipient))
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(opts.limit);
}
