import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableName, is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../db/schema/index.js';

const SERVER_SRC = fileURLToPath(new URL('..', import.meta.url));

/** A table of the schema by the name the code imports it under and its name in SQL. */
export interface SchemaTable {
  exportName: string;
  sqlName: string;
}

const NO_EFFECT = new Set([undefined, 'no action', 'restrict']);

/**
 * The tables whose writes may change a row of `roots`: the roots, and every table that a foreign key
 * of one of them references with an action (a delete or update there cascades into the root, or sets
 * its column), followed transitively.
 */
export function tablesWriting(roots: readonly string[]): SchemaTable[] {
  const tables = Object.entries(schema).flatMap(([exportName, value]) =>
    is(value, PgTable) ? [{ exportName, table: value }] : [],
  );
  const found = new Set(roots);
  for (let grew = true; grew;) {
    grew = false;
    for (const { table } of tables) {
      if (!found.has(getTableName(table))) continue;
      for (const fk of getTableConfig(table).foreignKeys) {
        const referenced = getTableName(fk.reference().foreignTable);
        if (found.has(referenced) || (NO_EFFECT.has(fk.onDelete) && NO_EFFECT.has(fk.onUpdate))) continue;
        found.add(referenced);
        grew = true;
      }
    }
  }
  return tables
    .filter(({ table }) => found.has(getTableName(table)))
    .map(({ exportName, table }) => ({ exportName, sqlName: getTableName(table) }));
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' || entry.name === 'schema' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const DECLARATION = /^(export\s+)?(async\s+)?(function\*?|const|let|class)\s+(\w+)/gm;

/** A file's top-level declarations with their text (comments left out). */
function declarations(text: string): Array<{ name: string; isExported: boolean; isFunction: boolean; body: string }> {
  const code = text.replace(/\/\*\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const starts = [...code.matchAll(DECLARATION)];
  return starts.map((match, i) => ({
    name: match[4]!,
    isExported: !!match[1],
    isFunction:
      match[3]!.startsWith('function') || /^[^=]*=\s*(async\s*)?\(/.test(code.slice(match.index, match.index + 200)),
    body: code.slice(match.index, starts[i + 1]?.index ?? code.length),
  }));
}

/**
 * Every exported function of the server's code (tests and the schema left out) that writes one of
 * `tables`: through Drizzle's builder (`.insert(users)`, `.update(sessions)`, `.delete(…)`), or in SQL
 * text (`update users`, `insert into "sessions"`, `delete from …`, `truncate …`, `merge into …`), itself or
 * through a declaration of its own file (a helper, a named statement). As `path:name` under server/src.
 */
export function findWritePaths(tables: readonly SchemaTable[]): string[] {
  const builder = new RegExp(
    String.raw`\.(insert|update|delete)\(\s*(${tables.map((t) => t.exportName).join('|')})\s*\)`,
  );
  const sqlNames = tables.map((t) => t.sqlName).join('|');
  const sqlText = new RegExp(
    String.raw`\b(insert\s+into|update|delete\s+from|truncate(\s+table)?|merge\s+into)\s+(only\s+)?("?\w+"?\.)?"?(${sqlNames})\b`,
    'i',
  );
  const paths: string[] = [];
  for (const file of sourceFiles(SERVER_SRC)) {
    const decls = declarations(fs.readFileSync(file, 'utf8'));
    const writing = new Set(decls.filter((d) => builder.test(d.body) || sqlText.test(d.body)).map((d) => d.name));
    for (let grew = true; grew;) {
      grew = false;
      for (const d of decls) {
        if (writing.has(d.name)) continue;
        if ([...writing].some((name) => new RegExp(String.raw`\b${name}\b`).test(d.body))) {
          writing.add(d.name);
          grew = true;
        }
      }
    }
    const relative = path.relative(SERVER_SRC, file).split(path.sep).join('/');
    for (const d of decls) if (d.isExported && d.isFunction && writing.has(d.name)) paths.push(`${relative}:${d.name}`);
  }
  return paths.sort();
}
