/** PostgreSQL 15 full-text search as an engine for bench/evalSearchEngines.ts. */
import pg from 'pg';
import { parseQuery } from '../server/src/literature/search/queryParser.js';
import { tokenize } from '../server/src/literature/search/tokenize.js';
import type { Engine } from './evalSearchEnginesInProcess.js';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres';
const DB = 'inkstone_search_engine_bench';
const BATCH = 1000;

/** The query's content words (request boilerplate removed as in parseQuery), for to_tsquery. */
function contentWords(query: string): string[] {
  const wanted = new Set(parseQuery(query).terms.map((t) => t.term));
  return (query.match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => tokenize(w).some((t) => wanted.has(t)));
}

/** A weighted tsvector (title A, abstract + keywords B, venue + authors D), GIN index, ts_rank over an OR query. */
export function postgresEngine(): Engine {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  let client: pg.Client | null = null;
  const connect = async (): Promise<pg.Client> => {
    if (client) return client;
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${DB}`);
    await admin.query(`CREATE DATABASE ${DB}`);
    const url = new URL(ADMIN_URL);
    url.pathname = `/${DB}`;
    client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    return client;
  };
  return {
    name: 'postgres',
    async build(docs) {
      const db = await connect();
      await db.query('DROP TABLE IF EXISTS papers');
      await db.query(`CREATE TABLE papers (id text PRIMARY KEY, title text, abstract text, keywords text, venue text,
        authors text, year int, tsv tsvector GENERATED ALWAYS AS (
          setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
          setweight(to_tsvector('english', coalesce(abstract, '') || ' ' || coalesce(keywords, '')), 'B') ||
          setweight(to_tsvector('english', coalesce(venue, '') || ' ' || coalesce(authors, '')), 'D')) STORED)`);
      for (let i = 0; i < docs.length; i += BATCH) {
        const batch = docs.slice(i, i + BATCH);
        const params = batch.flatMap((d) => [
          d.id,
          d.title,
          d.abstract ?? null,
          d.keywords ?? null,
          d.venue ?? null,
          d.authors ?? null,
          d.year ?? null,
        ]);
        const rows = batch.map((_, r) => `(${Array.from({ length: 7 }, (_, c) => `$${r * 7 + c + 1}`).join(',')})`);
        await db.query(
          `INSERT INTO papers (id, title, abstract, keywords, venue, authors, year) VALUES ${rows.join(',')}`,
          params,
        );
      }
      await db.query('CREATE INDEX papers_tsv ON papers USING gin (tsv)');
      await db.query('ANALYZE papers');
    },
    async search(query, options, limit) {
      const words = contentWords(query);
      if (words.length === 0) return [];
      const db = await connect();
      const result = await db.query<{ id: string }>(
        `SELECT id FROM papers, to_tsquery('english', $1) q
         WHERE tsv @@ q AND ($3::int IS NULL OR year >= $3) AND ($4::int IS NULL OR year <= $4)
           AND ($5::text IS NULL OR to_tsvector('english', coalesce(venue, '')) @@ plainto_tsquery('english', $5))
         ORDER BY ts_rank(tsv, q) DESC, id LIMIT $2`,
        [words.join(' | '), limit, options.yearFrom ?? null, options.yearTo ?? null, options.venue ?? null],
      );
      return result.rows.map((r) => r.id);
    },
    async sizeMb() {
      const db = await connect();
      const { rows } = await db.query<{ bytes: string }>("SELECT pg_total_relation_size('papers') AS bytes");
      return Number(rows[0]!.bytes) / 2 ** 20;
    },
    async reset() {
      await (await connect()).query('DROP TABLE IF EXISTS papers');
    },
    async close() {
      await client?.end();
      await admin.query(`DROP DATABASE IF EXISTS ${DB}`);
      await admin.end();
    },
  };
}
