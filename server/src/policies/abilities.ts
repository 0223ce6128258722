import type { Ability, LoginUserType } from '@inkstone/shared/api/user';
import * as roleRulesRepo from '../db/repos/roleRules.js';
import type { Db } from '../db/types.js';
import { ForbiddenError } from '../errors.js';

/**
 * The abilities the server checks, as action and subject (spec §6; migration 0001 grants them to the
 * roles). Operators may add rows for other pairs, which only the client shows.
 */
export type KnownAbility =
  ['use', 'ai_tools'] | ['manage', 'own_content' | 'model_settings' | 'users'] | ['access', 'admin'];

/** spec §6: what each role may do, loaded from the `role_rules` table. */
export class AbilityTable {
  private constructor(private readonly byRole: ReadonlyMap<LoginUserType, readonly Ability[]>) {}

  static async load(db: Db): Promise<AbilityTable> {
    const rows = await roleRulesRepo.listAll(db);
    const byRole = new Map<LoginUserType, Ability[]>();
    for (const r of rows) {
      const list = byRole.get(r.role) ?? [];
      list.push({ action: r.action, subject: r.subject });
      byRole.set(r.role, list);
    }
    return new AbilityTable(byRole);
  }

  abilitiesOf(role: LoginUserType): readonly Ability[] {
    return this.byRole.get(role) ?? [];
  }

  can(role: LoginUserType, ...[action, subject]: KnownAbility): boolean {
    return this.abilitiesOf(role).some((a) => a.action === action && a.subject === subject);
  }

  /** Throws 403 when the role lacks the ability; the one check every route uses. */
  assertCan(role: LoginUserType, ...ability: KnownAbility): void {
    if (!this.can(role, ...ability)) throw ForbiddenError();
  }
}
