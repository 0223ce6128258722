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

interface EmbeddedTarget {
  client: PGlite;
  /** Sees each statement before it runs, as Drizzle's logger does (the session cache). */
  beforeStatement: (text: string) => void;
  prepared: Map<string, Promise<unknown>>;
}

const embeddedTargets = new WeakMap<Db, EmbeddedTarget>();

/** Lets {@link runNamedStatement} run on `db`'s PGlite directly (see there). */
export function registerEmbeddedClient(db: Db, client: PGlite, beforeStatement: (text: string) => void): void {
  embeddedTargets.set(db, { client, beforeStatement, prepared: new Map() });
}

/**
 * Runs `statement` and returns its rows. On the embedded PGlite (outside a transaction) it is
 * prepared once, then executed by name: PGlite plans a parameterised query every time and runs it in
 * six round trips into WebAssembly, and Drizzle maps it on top, ~1.2 ms of this thread for a word
 * hold; `EXECUTE` with the values as literals takes ~0.4 ms (docs/benchmarks-ai.md, "Named
 * statements"). Elsewhere (PostgreSQL, or inside a transaction) it runs through Drizzle with bound
 * parameters.
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
  const target = embeddedTargets.get(db);
  if (!target) {
    // Both drivers answer with `{ rows }`.
    return ((await db.execute(withBoundValues(statement, values))) as unknown as { rows: Row[] }).rows;
  }
  target.beforeStatement(statement.text);
  await prepareOnce(target, statement);
  // As a simple query: two round trips into PGlite, where a query with parameters takes six.
  const [result] = await target.client.exec(`execute ${statement.name}(${values.map(toLiteral).join(', ')})`);
  return (result?.rows ?? []) as Row[];
}

function prepareOnce(target: EmbeddedTarget, statement: NamedStatement): Promise<unknown> {
  let prepared = target.prepared.get(statement.name);
  if (!prepared) {
    const types = statement.paramTypes.join(', ');
    prepared = target.client.exec(`prepare ${statement.name}(${types}) as ${statement.text}`).catch((err: unknown) => {
      target.prepared.delete(statement.name);
      throw err;
    });
    target.prepared.set(statement.name, prepared);
  }
  return prepared;
}

/** The statement as Drizzle SQL, `$n` bound to `values[n - 1]` and cast to its declared type. */
function withBoundValues(statement: NamedStatement, values: readonly SqlValue[]): SQL {
  const chunks = statement.text.split(/\$(\d+)/).map((piece, i) => {
    if (i % 2 === 0) return sql.raw(piece);
    const n = Number(piece) - 1;
    return sql`(${values[n]}::${sql.raw(statement.paramTypes[n]!)})`;
  });
  return sql.join(chunks);
}

/** A value as an SQL literal; the prepared statement's parameter types give it its type. */
function toLiteral(value: SqlValue): string {
  if (value === null) return 'null';
  if (typeof value === 'number') return String(value);
  return pg.escapeLiteral(value instanceof Date ? value.toISOString() : value);
}
