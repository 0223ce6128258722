import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { folders } from './folders.js';
import { users } from './users.js';

/** `bytea` as a Buffer (the embedded database sends it as a binary parameter: see db/pglite.ts). */
const bytes = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * Notes. `content` is the editor's ProseMirror JSON, compressed by the server (raw DEFLATE, bytea;
 * see notes/documentCodec.ts) and stored out of line (migration 0003). Not jsonb: the
 * server never looks inside the document, and on the embedded database every byte a save sends
 * costs time, as does a jsonb parse in WebAssembly (decisions/009). The server
 * serialises the validated document itself, so it always holds valid JSON.
 *
 * The client's plain-text projection is kept, lower-cased for substring search by strpos, in
 * `note_text_chunks`, and as `excerpt` (its start, for lists); `word_count` is counted from it by
 * the server.
 *
 * `updated_at` is the time of the last edit of the title or text (lists sort by it); moving a note
 * between folders does not change it.
 */
export const notes = pgTable(
  'notes',
  {
    id: uuid().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // A purged folder leaves its (already deleted) notes unfiled.
    folderId: uuid().references(() => folders.id, { onDelete: 'set null' }),
    type: smallint().notNull().default(0),
    title: text().notNull().default(''),
    content: bytes().notNull(),
    excerpt: text().notNull().default(''),
    wordCount: integer().notNull().default(0),
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('notes_title_length', sql`char_length(${t.title}) <= 300`),
    check('notes_version_positive', sql`${t.version} >= 1`),
    // Lists, recent texts and search walk a user's live notes newest first (a backward scan).
    index('notes_live_by_user_idx')
      .on(t.userId, t.updatedAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    // Folder and unfiled lists, per-folder counts and folder deletion.
    index('notes_live_by_folder_idx')
      .on(t.userId, t.folderId, t.updatedAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('notes_trash_by_user_idx')
      .on(t.userId, t.deletedAt)
      .where(sql`${t.deletedAt} is not null`),
    index('notes_trash_purge_idx')
      .on(t.deletedAt)
      .where(sql`${t.deletedAt} is not null`),
  ],
);
export type NoteRow = typeof notes.$inferSelect;
