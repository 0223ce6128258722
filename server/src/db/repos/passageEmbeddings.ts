import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { filePassages, knowledgeFiles } from '../schema/index.js';
import type { Db } from '../types.js';
import type { PassageScope } from './filePassages.js';

// passage_embeddings exists only where pgvector installed (migration 0017), so it is not in the
// Drizzle schema and is named here in SQL.
const table = sql.raw('"passage_embeddings"');

/** pgvector's text form of a vector: `[0.1,0.2,…]`. */
const vectorText = (values: readonly number[]) => `[${values.join(',')}]`;

/** Whether this database has the passage_embeddings table (pgvector was there when it migrated). */
export async function tableExists(db: Db): Promise<boolean> {
  const result = await db.execute(sql`select to_regclass('passage_embeddings') is not null as "exists"`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { exists: boolean }[];
  return rows[0]?.exists === true;
}

/** A passage's embedding under a model. */
export interface PassageEmbedding {
  fileId: string;
  seq: number;
  userId: string;
  model: string;
  embedding: readonly number[];
}

/** Stores embeddings, replacing any a passage had. */
export async function upsertMany(db: Db, rows: readonly PassageEmbedding[]): Promise<void> {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map(
      (row) =>
        sql`(${row.fileId}::uuid, ${row.seq}, ${row.userId}::uuid, ${row.model}, ${vectorText(row.embedding)}::vector)`,
    ),
    sql`, `,
  );
  await db.execute(
    sql`insert into ${table} ("file_id", "seq", "user_id", "model", "embedding") values ${values}
        on conflict ("file_id", "seq") do update set "model" = excluded."model", "embedding" = excluded."embedding"`,
  );
}

/**
 * The passages of the scope nearest to `query` by cosine distance, among those embedded by `model`
 * at the query's length; score is the cosine similarity. Scope checks match passages' keyword search.
 */
export function nearest(db: Db, scope: PassageScope, model: string, query: readonly number[], limit: number) {
  const vector = sql`${vectorText(query)}::vector`;
  const distance = sql`${sql.raw('e."embedding"')} <=> ${vector}`;
  const filters: SQL[] = [
    eq(knowledgeFiles.userId, scope.userId),
    sql`${knowledgeFiles.deletedAt} is null`,
    eq(knowledgeFiles.status, 'ready'),
    sql`e."user_id" = ${scope.userId}::uuid`,
    sql`e."model" = ${model}`,
    sql`vector_dims(e."embedding") = ${query.length}`,
  ];
  if (scope.fileIds) filters.push(inArray(knowledgeFiles.id, [...scope.fileIds]));
  if (scope.folderIds) filters.push(inArray(knowledgeFiles.folderId, [...scope.folderIds]));
  return db
    .select({
      fileId: filePassages.fileId,
      fileName: knowledgeFiles.name,
      seq: filePassages.seq,
      pageFrom: filePassages.pageFrom,
      pageTo: filePassages.pageTo,
      section: filePassages.section,
      text: filePassages.text,
      score: sql<number>`1 - (${distance})`,
    })
    .from(sql`${table} as e`)
    .innerJoin(filePassages, sql`${filePassages.fileId} = e."file_id" and ${filePassages.seq} = e."seq"`)
    .innerJoin(knowledgeFiles, eq(knowledgeFiles.id, filePassages.fileId))
    .where(and(...filters))
    .orderBy(distance, asc(filePassages.fileId), asc(filePassages.seq))
    .limit(limit);
}
