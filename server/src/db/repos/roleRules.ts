import { roleRules } from '../schema/index.js';
import type { Db } from '../types.js';

export type RoleRuleRow = typeof roleRules.$inferSelect;

/** Every rule of the role table (spec §6). */
export function listAll(db: Db): Promise<RoleRuleRow[]> {
  return db.select().from(roleRules);
}
