import type { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from './types.js';

/** A value of a statement's parameter; numbers must be integers. */
export type SqlValue = string | number | Date | null;

/** A statement written once, with `$1`…`$n` placeholders and their PostgreSQL types. */
export interface NamedStatement {
  /** An SQL identifier, unique in the process. */
  name: string;
  paramTypes: readonly string[];
  text: string;
}

type Runner = (statement: NamedStatement, values: readonly SqlValue[]) => Promise<unknown[]>;

const runners = new WeakMap<Db, Runner>();

/**
 * Lets {@link runNamedStatement} run on `db`'s PGlite directly: prepared once, then `EXECUTE` with
 * the values as literals, sent as a simple query. PGlite plans a parameterised query every time and
 * runs it in six round trips into WebAssembly, and Drizzle maps it on top: ~1.6 ms of this thread
 * for a word hold, ~0.5 ms this way (docs/benchmarks-ai.md, "Session cache and named statements").
 * `beforeStatement` sees each statement before it runs, as Drizzle's logger does (the session cache).
 */
export function registerEmbeddedClient(db: Db, client: PGlite, beforeStatement: (text: string) => void): void {
  const prepared = new Map<string, Promise<unknown>>();
  const prepareOnce = (statement: NamedStatement) => {
    let done = prepared.get(statement.name);
    if (!done) {
      const types = statement.paramTypes.join(', ');
      done = client.exec(`prepare ${statement.name}(${types}) as ${statement.text}`).catch((err: unknown) => {
        prepared.delete(statement.name);
        throw err;
      });
      prepared.set(statement.name, done);
    }
    return done;
  };
  runners.set(db, async (statement, values) => {
    beforeStatement(statement.text);
    await prepareOnce(statement);
    const [result] = await client.exec(`execute ${statement.name}(${values.map(toLiteral).join(', ')})`);
    return result?.rows ?? [];
  });
}

/**
 * Lets {@link runNamedStatement} run on `db`'s PostgreSQL pool directly, as node-postgres prepared
 * statements: each connection parses and plans the statement once.
 */
export function registerPostgresPool(db: Db, pool: pg.Pool): void {
  runners.set(db, async (statement, values) => {
    const result = await pool.query({ name: statement.name, text: typedText(statement), values: [...values] });
    return result.rows;
  });
}

/**
 * Runs `statement` and returns its rows: prepared once and executed by name where the database was
 * registered (see above); inside a transaction through Drizzle, with bound parameters.
 */
export async function runNamedStatement<Row>(
  db: Db,
  statement: NamedStatement,
  values: readonly SqlValue[],
): Promise<Row[]> {
  if (values.length !== statement.paramTypes.length) {
    throw new Error(`${statement.name} takes ${statement.paramTypes.length} values, got ${values.length}`);
  }
  const notInteger = values.find((v) => typeof v === 'number' && !Number.isSafeInteger(v));
  if (notInteger !== undefined) throw new Error(`${statement.name}: not an integer: ${notInteger}`);
  const run = runners.get(db);
  if (run) return (await run(statement, values)) as Row[];
  // Both drivers answer with `{ rows }`.
  return ((await db.execute(withBoundValues(statement, values))) as unknown as { rows: Row[] }).rows;
}

const PLACEHOLDER = /\$(\d+)/g;

/** The statement with each `$n` cast to its declared type, for drivers that bind untyped values. */
function typedText(statement: NamedStatement): string {
  return statement.text.replace(PLACEHOLDER, (_, n: string) => `($${n}::${statement.paramTypes[Number(n) - 1]})`);
}

/** The statement as Drizzle SQL: its typed text, `$n` bound to `values[n - 1]`. */
function withBoundValues(statement: NamedStatement, values: readonly SqlValue[]): SQL {
  const pieces = typedText(statement).split(PLACEHOLDER);
  return sql.join(pieces.map((piece, i) => (i % 2 === 0 ? sql.raw(piece) : sql`${values[Number(piece) - 1]}`)));
}

/** A value as an SQL literal; the prepared statement's parameter types give it its type. */
function toLiteral(value: SqlValue): string {
  if (value === null) return 'null';
  if (typeof value === 'number') return String(value);
  return pg.escapeLiteral(value instanceof Date ? value.toISOString() : value);
}
