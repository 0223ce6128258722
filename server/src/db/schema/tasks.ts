import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';
import { wordHolds } from './wordHolds.js';

/**
 * Long, user-visible work (conventions §6): the row is written before the job is queued, the queue
 * carries only the id, and polling reads the row. `input` is what the worker needs to run it.
 */
export const tasks = pgTable(
  'tasks',
  {
    id: uuid().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    status: text({ enum: ['queued', 'running', 'succeeded', 'failed'] })
      .notNull()
      .default('queued'),
    input: jsonb().notNull(),
    result: jsonb(),
    preview: text(),
    errorCode: text(),
    errorMsg: text(),
    holdId: uuid().references(() => wordHolds.id),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    startedAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('tasks_user_idx').on(t.userId, t.createdAt), index('tasks_status_idx').on(t.status)],
);
export type TaskRow = typeof tasks.$inferSelect;
