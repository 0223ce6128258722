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

/**
 * How one open database runs named statements on its own client, bypassing Drizzle; built by
 * openDatabase and carried by its root handle (`db.namedStatements`), never by a transaction.
 */
export class NamedStatements {
  private readonly queries = new Map<string, unknown>();

  constructor(readonly run: (statement: NamedStatement, values: readonly SqlValue[]) => Promise<unknown[]>) {}

  /** A Drizzle query prepared once per database under `name` (built on first use). */
  prepared<Query>(name: string, build: () => Query): Query {
    let query = this.queries.get(name) as Query | undefined;
    if (!query) {
      query = build();
      this.queries.set(name, query);
    }
    return query;
  }
}

/**
 * Named statements on an embedded PGlite: prepared once, then `EXECUTE` with the values as
 * literals, sent as a simple query. PGlite plans a parameterised query every time and runs it in six
 * round trips into WebAssembly, and Drizzle maps it on top (decision 006 has the figures).
 * `beforeStatement` sees each statement before it runs, as Drizzle's logger does (the session cache).
 */
export function embeddedStatements(client: PGlite, beforeStatement: (text: string) => void): NamedStatements {
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
  return new NamedStatements(async (statement, values) => {
    beforeStatement(statement.text);
    await prepareOnce(statement);
    const [result] = await client.exec(`execute ${statement.name}(${values.map(toLiteral).join(', ')})`);
    return result?.rows ?? [];
  });
}

/** Named statements on a PostgreSQL pool: node-postgres prepared statements, planned once per connection. */
export function postgresStatements(pool: pg.Pool): NamedStatements {
  return new NamedStatements(async (statement, values) => {
    const result = await pool.query<Record<string, unknown>>({
      name: statement.name,
      text: typedText(statement),
      values: [...values],
    });
    return result.rows;
  });
}

/**
 * Runs `statement` and returns its rows: executed by name on the database's own client when `db` is
 * a root handle carrying {@link NamedStatements}; through Drizzle with bound parameters otherwise (a
 * transaction, or named statements switched off).
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
  if (notInteger !== undefined) throw new Error(`${statement.name}: not an integer: ${String(notInteger)}`);
  if (db.namedStatements) return (await db.namedStatements.run(statement, values)) as Row[];
  // Both drivers answer with `{ rows }`.
  return ((await db.execute(withBoundValues(statement, values))) as { rows: Row[] }).rows;
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
