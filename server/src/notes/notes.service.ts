import crypto from 'node:crypto';
import {
  EMPTY_DOC,
  type CreateNoteReq,
  type DeleteFileRes,
  type EditNoteReq,
  type NoteDetail,
  type NoteSummary,
  type QueryNotesReq,
  type SyncReq,
  type SyncRes,
} from '@inkstone/shared/api/textEditor';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../context.js';
import * as chunksRepo from '../db/repos/noteTextChunks.js';
import * as notesRepo from '../db/repos/notes.js';
import { NotFoundError } from '../errors.js';
import { presentNoteDetail, presentNoteSummary } from '../presenters/note.js';
import { presentTrashItem } from '../presenters/noteTrashItem.js';
import { decodeDocument, serializeDocument, storeDocument, type DocumentJson } from './documentCodec.js';
import { requireLiveFolder } from './folders.service.js';
import { PlainTextJson } from './plainTextJson.js';
import { writtenLength } from './searchTextPlan.js';
import { VersionConflictError } from './versionConflict.js';

const NoteNotFound = () => NotFoundError('Note');

/** `sync` with its document and plain text as the JSON they arrived in (see syncBody.ts). */
export type SerializedSyncReq = Omit<SyncReq, 'content' | 'plainText'> & {
  content: DocumentJson;
  plainText: PlainTextJson;
};

/** Creates a note (spec §3: type 0), optionally in one of the user's folders and with a document. */
export async function createNote(
  ctx: AppContext,
  userId: string,
  req: z.infer<typeof CreateNoteReq>,
): Promise<NoteSummary> {
  if (req.folderId) await requireLiveFolder(ctx, userId, req.folderId);
  const plainText = PlainTextJson.of(req.plainText ?? '');
  const stored = await storeDocument(serializeDocument(req.content ?? EMPTY_DOC), plainText, []);
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    const inserted = await notesRepo.insert(tx, {
      id: crypto.randomUUID(),
      userId,
      folderId: req.folderId,
      type: req.type,
      title: req.title,
      ...stored.note,
      createdAt: now,
      updatedAt: now,
    });
    await chunksRepo.insertAll(tx, inserted.id, stored.text);
    return inserted;
  });
  return presentNoteSummary(row);
}

/** One of the user's notes with its document. */
export async function getNote(ctx: AppContext, userId: string, id: string): Promise<NoteDetail> {
  const row = await notesRepo.findLive(ctx.db, userId, id);
  if (!row) throw NoteNotFound();
  return presentNoteDetail(row, await decodeDocument(row.content));
}

/** A page of the user's notes, last edited first, in a folder, unfiled or all, optionally searched. */
export async function listNotes(
  ctx: AppContext,
  userId: string,
  req: z.infer<typeof QueryNotesReq>,
): Promise<{ items: NoteSummary[]; total: number }> {
  if (req.folderId) await requireLiveFolder(ctx, userId, req.folderId);
  const folderId = req.unfiled ? null : req.folderId;
  const { rows, total } = await notesRepo.listPage(
    ctx.db,
    userId,
    { folderId, search: req.search.toLowerCase() },
    { offset: (req.page - 1) * req.pageSize, limit: req.pageSize },
  );
  return { items: rows.map(presentNoteSummary), total };
}

/** The user's most recently edited notes, for the home page. */
export async function recentNotes(ctx: AppContext, userId: string, limit: number): Promise<NoteSummary[]> {
  return (await notesRepo.listRecent(ctx.db, userId, limit)).map(presentNoteSummary);
}

/** A stale or missing note: 409 with the current note when it exists, else 404. */
async function conflictOrNotFound(ctx: AppContext, userId: string, id: string): Promise<never> {
  const current = await notesRepo.findLive(ctx.db, userId, id);
  if (!current) throw NoteNotFound();
  throw VersionConflictError({
    kind: 'note',
    note: presentNoteDetail(current, await decodeDocument(current.content)),
  });
}

/** Retitles a note, refusing a stale version. */
export async function renameNote(
  ctx: AppContext,
  userId: string,
  req: z.infer<typeof EditNoteReq>,
): Promise<NoteSummary> {
  const row = await notesRepo.updateTitleIfVersion(ctx.db, userId, req.id, req.version, req.title, ctx.clock.now());
  if (!row) return conflictOrNotFound(ctx, userId, req.id);
  return presentNoteSummary(row);
}

/**
 * Saves a note's document if the client started from the current version; a stale version is
 * refused (409) rather than overwriting what another tab or device saved. The word count is
 * recomputed from the plain text, never taken from the client.
 */
export async function syncNote(
  ctx: AppContext,
  userId: string,
  req: SerializedSyncReq,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<SyncRes> {
  // zlib compresses the document while the stored pieces are read and the text is split and counted.
  const pieces = await chunksRepo.listPieces(ctx.db, req.id);
  const stored = await storeDocument(req.content, req.plainText, pieces);
  const now = ctx.clock.now();
  const target = { userId, id: req.id, version: req.version };
  const version = await notesRepo.saveDocumentIfVersion(ctx.db, target, stored.note, stored.text, now);
  if (version === undefined) return conflictOrNotFound(ctx, userId, req.id);
  // What this save replaced is about what it wrote: the old document and the rewritten text pieces.
  const vacuum = ctx.noteVacuum.written(stored.note.content.length + writtenLength(stored.text));
  vacuum?.catch((err: unknown) => log.warn({ err }, 'vacuum of the note tables failed'));
  return { id: req.id, version, wordCount: stored.note.wordCount, updatedAt: now.toISOString() };
}

/** Moves a note into one of the user's folders, or out of any folder. */
export async function moveNote(
  ctx: AppContext,
  userId: string,
  id: string,
  folderId: string | null,
): Promise<NoteSummary> {
  if (folderId) await requireLiveFolder(ctx, userId, folderId);
  const row = await notesRepo.setFolder(ctx.db, userId, id, folderId);
  if (!row) throw NoteNotFound();
  return presentNoteSummary(row);
}

/** Moves a note to the trash. */
export async function deleteNote(ctx: AppContext, userId: string, id: string): Promise<DeleteFileRes> {
  const row = await notesRepo.softDelete(ctx.db, userId, id, ctx.clock.now());
  if (!row?.deletedAt) throw NoteNotFound();
  return {
    item: presentTrashItem({
      kind: 'note',
      id: row.id,
      title: row.title,
      folderId: row.folderId,
      deletedAt: row.deletedAt,
    }),
    affectedNotes: 0,
  };
}
