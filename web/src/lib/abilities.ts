import type { Ability } from '@inkstone/shared/api/user';

/** Whether the abilities the server granted include `action` on `subject` (spec §6). */
export function can(abilities: readonly Ability[] | undefined, action: string, subject: string): boolean {
  return (abilities ?? []).some((ability) => ability.action === action && ability.subject === subject);
}
