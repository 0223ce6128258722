import type { AppContext } from '../../context.js';
import type { Database } from '../../db/types.js';
import * as embeddingsRepo from '../../db/repos/passageEmbeddings.js';
import type { Env } from '../../env.js';
import { embedderOf, type Embedder } from './embedder.js';

// Whether each open database has the embeddings table; asked once per database.
const hasTable = new WeakMap<Database, Promise<boolean>>();
const embedders = new WeakMap<Env, Embedder | undefined>();

function tableOf(database: Database): Promise<boolean> {
  let known = hasTable.get(database);
  if (!known) {
    known = embeddingsRepo.tableExists(database.db).catch(() => false);
    hasTable.set(database, known);
  }
  return known;
}

/**
 * The embedding model when vector search is on: one is configured (EMBEDDING_*) and the database has
 * pgvector (migration 0017). Otherwise undefined, and the knowledge base is searched by keyword alone.
 */
export async function semanticSearchOf(ctx: Pick<AppContext, 'env' | 'database'>): Promise<Embedder | undefined> {
  if (!embedders.has(ctx.env)) embedders.set(ctx.env, embedderOf(ctx.env));
  const embedder = embedders.get(ctx.env);
  if (!embedder) return undefined;
  return (await tableOf(ctx.database)) ? embedder : undefined;
}

/** Logs at start-up whether knowledge-base search uses embeddings; a warning when configured but impossible. */
export async function reportSemanticSearch(
  env: Env,
  database: Database,
  log: { info(details: object, message: string): void; warn(details: object, message: string): void },
): Promise<void> {
  if (!env.EMBEDDING_BASE_URL || !env.EMBEDDING_MODEL) return;
  if (await tableOf(database)) {
    log.info({ model: env.EMBEDDING_MODEL }, 'knowledge base: keyword + semantic search (embeddings)');
    return;
  }
  log.warn(
    { model: env.EMBEDDING_MODEL },
    'EMBEDDING_MODEL is set but this PostgreSQL has no pgvector extension: knowledge-base search is keyword-only. ' +
      'To enable it: install pgvector, run server/migrations/0017_passage_embeddings.sql again (psql -f; it is idempotent), restart.',
  );
}
