/**
 * Migrations stay backwards compatible for one release (issue 22, docs/deploy.md "Upgrades and
 * migrations"): during a rolling restart the servers of release N still run while the first server
 * of release N+1 has migrated the shared database, so N's code must work on N+1's schema. A
 * migration that removes, renames or retypes something N reads or writes breaks those servers.
 *
 * Such a change is done in two releases (first stop using it, then drop it). A migration that is the
 * second step says so with a marker comment, which the check accepts:
 *   -- two-step: <which release stopped using it, and why dropping it now is safe>
 */

/** The last migration before the rule; migrations up to it landed before it was written. */
export const COMPAT_BASELINE = 19;

/** The marker a migration carries when it is the second step of a two-release change. */
export const TWO_STEP_MARKER = /^[ \t]*--[ \t]*two-step:[ \t]*\S.{9,}$/im;

interface Hazard {
  name: string;
  pattern: RegExp;
}

const HAZARDS: Hazard[] = [
  { name: 'DROP COLUMN', pattern: /\bDROP\s+COLUMN\b/i },
  { name: 'DROP TABLE', pattern: /\bDROP\s+TABLE\b/i },
  { name: 'RENAME', pattern: /\bRENAME\b/i },
  { name: 'ALTER COLUMN … TYPE', pattern: /\bALTER\s+COLUMN\s+"?[\w]+"?\s+(SET\s+DATA\s+)?TYPE\b/i },
];

/** SQL without its comments, so a comment that mentions DROP TABLE is not a hazard. */
function stripComments(sql: string): string {
  return sql.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/--[^\n]*/g, ' ');
}

/**
 * Columns made NOT NULL with no default in the same migration: old code that inserts rows without
 * them fails. `ADD COLUMN … NOT NULL` without DEFAULT and `ALTER COLUMN x SET NOT NULL` without an
 * `ALTER COLUMN x SET DEFAULT` both count.
 */
function notNullWithoutDefault(sql: string): string[] {
  const found: string[] = [];
  for (const m of sql.matchAll(/\bADD\s+COLUMN\s+(?:IF\s+NOT\s+EXISTS\s+)?"?(\w+)"?([^;,]*)/gi)) {
    const definition = m[2] ?? '';
    if (/\bNOT\s+NULL\b/i.test(definition) && !/\bDEFAULT\b/i.test(definition)) found.push(m[1]!);
  }
  for (const m of sql.matchAll(/\bALTER\s+COLUMN\s+"?(\w+)"?\s+SET\s+NOT\s+NULL\b/gi)) {
    const column = m[1]!;
    const setsDefault = new RegExp(`\\bALTER\\s+COLUMN\\s+"?${column}"?\\s+SET\\s+DEFAULT\\b`, 'i');
    if (!setsDefault.test(sql)) found.push(column);
  }
  return found;
}

/** What in one migration's SQL breaks the previous release's code; empty when it is compatible or marked. */
export function compatibilityProblems(sql: string): string[] {
  if (TWO_STEP_MARKER.test(sql)) return [];
  const code = stripComments(sql);
  const problems = HAZARDS.filter((h) => h.pattern.test(code)).map((h) => h.name);
  for (const column of notNullWithoutDefault(code)) problems.push(`NOT NULL without a default (${column})`);
  return problems;
}

/** The number of a migration file (`0020_x.sql` → 20), or undefined for other files. */
export function migrationNumber(fileName: string): number | undefined {
  const m = /^(\d{4})_[\w-]+\.sql$/.exec(fileName);
  return m ? Number(m[1]) : undefined;
}
