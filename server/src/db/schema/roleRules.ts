import { pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';

/** spec §6: the permission rules, stored in the database and checked in one place on the server. */
export const roleRules = pgTable(
  'role_rules',
  {
    id: uuid().primaryKey(),
    role: text({ enum: ['regular', 'admin'] }).notNull(),
    action: text().notNull(),
    subject: text().notNull(),
  },
  (t) => [unique('role_rules_role_action_subject').on(t.role, t.action, t.subject)],
);
