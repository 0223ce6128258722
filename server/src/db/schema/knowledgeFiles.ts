import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { libraryPapers } from './libraryPapers.js';
import { users } from './users.js';

/** PostgreSQL's full-text document type; written with to_tsvector, read only by `@@` queries. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Knowledge-base folders; they nest (`parent_id`). Deleting one sets `deleted_at` (the trash), like
 * note folders; rows are purged after the retention period.
 */
export const fileFolders = pgTable(
  'file_folders',
  {
    id: uuid().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentId: uuid().references((): AnyPgColumn => fileFolders.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('file_folders_name_length', sql`char_length(${t.name}) between 1 and 255`),
    index('file_folders_by_user_idx').on(t.userId, t.parentId),
  ],
);
export type FileFolderRow = typeof fileFolders.$inferSelect;

/**
 * An uploaded file: its name and place, its bytes by SHA-256 in the blob store (several rows may share
 * one blob), its processing status, and what was read from it. `metadata` is the document's reference
 * as extracted (and as the user corrected it).
 */
export const knowledgeFiles = pgTable(
  'knowledge_files',
  {
    id: uuid().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    folderId: uuid().references(() => fileFolders.id, { onDelete: 'set null' }),
    name: text().notNull(),
    size: bigint({ mode: 'number' }).notNull(),
    kind: text().notNull(),
    mime: text().notNull(),
    blobKey: text().notNull(),
    status: text({ enum: ['queued', 'extracting', 'indexing', 'ready', 'failed'] })
      .notNull()
      .default('queued'),
    statusDetail: text(),
    pages: integer(),
    hasTextLayer: boolean(),
    metadata: jsonb(),
    libraryPaperId: uuid().references(() => libraryPapers.id, { onDelete: 'set null' }),
    taskId: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('knowledge_files_name_length', sql`char_length(${t.name}) between 1 and 255`),
    index('knowledge_files_by_user_idx').on(t.userId, t.folderId),
    index('knowledge_files_blob_idx').on(t.blobKey),
  ],
);
export type KnowledgeFileRow = typeof knowledgeFiles.$inferSelect;

/**
 * The passages a file is read into (~200–400 words, with their pages), searched by full text: `terms`
 * holds Inkstone's own analysis of the text (words, CJK bigrams), so PostgreSQL's `simple`
 * configuration only has to split on spaces — the same in PGlite and in PostgreSQL 15.
 */
export const filePassages = pgTable(
  'file_passages',
  {
    fileId: uuid()
      .notNull()
      .references(() => knowledgeFiles.id, { onDelete: 'cascade' }),
    seq: integer().notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pageFrom: integer().notNull(),
    pageTo: integer().notNull(),
    section: text(),
    text: text().notNull(),
    terms: tsvector().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.fileId, t.seq] }),
    // One index: each passage's terms include its owner as a lexeme (passageTerms.ts), so a search
    // intersects the owner's postings with the query's inside the GIN index instead of filtering after.
    index('file_passages_terms_idx').using('gin', t.terms),
  ],
);
