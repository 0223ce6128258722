import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** Every administrator action on the economy (issue 20), append-only. */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: uuid().primaryKey(),
    actorId: uuid()
      .notNull()
      .references(() => users.id),
    /** e.g. `package.create`, `coupon.batch`, `user.adjust`, `order.reconcile`. */
    action: text().notNull(),
    targetType: text().notNull(),
    targetId: text(),
    detail: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('admin_audit_log_created_idx').on(t.createdAt)],
);
export type AdminAuditRow = typeof adminAuditLog.$inferSelect;
