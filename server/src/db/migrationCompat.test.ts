import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COMPAT_BASELINE, compatibilityProblems, migrationNumber } from './migrationCompat.js';
import { MIGRATIONS_DIR } from './paths.js';

describe('migrations are backwards compatible for one release', () => {
  it('every migration after the baseline passes the rule (or carries the two-step marker)', () => {
    const files = fs.readdirSync(MIGRATIONS_DIR).filter((f) => (migrationNumber(f) ?? -1) > COMPAT_BASELINE);
    const broken = files
      .map((f) => ({ file: f, problems: compatibilityProblems(fs.readFileSync(`${MIGRATIONS_DIR}/${f}`, 'utf8')) }))
      .filter((r) => r.problems.length > 0);
    expect(broken, 'see docs/deploy.md "Upgrades and migrations" for the two-step rule').toEqual([]);
  });

  it('the baseline is a migration that exists', () => {
    const numbers = fs.readdirSync(MIGRATIONS_DIR).map(migrationNumber);
    expect(numbers).toContain(COMPAT_BASELINE);
  });

  it.each([
    ['ALTER TABLE "notes" DROP COLUMN "plain_text";', 'DROP COLUMN'],
    ['DROP TABLE "old_things";', 'DROP TABLE'],
    ['ALTER TABLE "notes" RENAME COLUMN "title" TO "name";', 'RENAME'],
    ['ALTER TABLE "notes" RENAME TO "documents";', 'RENAME'],
    ['ALTER TABLE "notes" ALTER COLUMN "words" SET DATA TYPE bigint;', 'ALTER COLUMN … TYPE'],
    ['ALTER TABLE "notes" ALTER COLUMN words TYPE bigint;', 'ALTER COLUMN … TYPE'],
    ['ALTER TABLE "notes" ALTER COLUMN "lang" SET NOT NULL;', 'NOT NULL without a default (lang)'],
    ['ALTER TABLE "notes" ADD COLUMN "lang" text NOT NULL;', 'NOT NULL without a default (lang)'],
  ])('refuses %s', (sql, problem) => {
    expect(compatibilityProblems(sql)).toEqual([problem]);
  });

  it.each([
    'ALTER TABLE "notes" ADD COLUMN "lang" text;',
    'ALTER TABLE "notes" ADD COLUMN "lang" text DEFAULT \'en\' NOT NULL;',
    'ALTER TABLE "notes" ALTER COLUMN "lang" SET DEFAULT \'en\';\nALTER TABLE "notes" ALTER COLUMN "lang" SET NOT NULL;',
    'CREATE TABLE "things" ("id" uuid PRIMARY KEY NOT NULL, "name" text NOT NULL);',
    'CREATE INDEX "notes_lang_idx" ON "notes" ("lang");',
    '-- Nothing here is a DROP TABLE: it only says so in a comment.\nSELECT 1;',
  ])('accepts %s', (sql) => {
    expect(compatibilityProblems(sql)).toEqual([]);
  });

  it('accepts a second step that explains itself with the marker', () => {
    const sql =
      '-- two-step: release 0.3 stopped reading notes.plain_text; 0.4 drops it.\n' +
      'ALTER TABLE "notes" DROP COLUMN "plain_text";';
    expect(compatibilityProblems(sql)).toEqual([]);
    // A bare marker with no reason is not an explanation.
    expect(compatibilityProblems('-- two-step:\nDROP TABLE "x";')).toEqual(['DROP TABLE']);
  });
});
