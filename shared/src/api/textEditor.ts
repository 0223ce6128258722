import { z } from 'zod';
import { ErrorEnvelope } from '../envelope.js';
import { INT4_MAX, Page, PageSize } from './common.js';

/** spec §3: a note's type is always 0, a rich-text (TipTap/ProseMirror) document. */
export const NOTE_TYPE_RICH_TEXT = 0;
/** Largest accepted document: its ProseMirror JSON serialised, in bytes. Its plain text has the same cap. */
export const NOTE_CONTENT_MAX_BYTES = 2 * 1024 * 1024;
/** Lengths in characters. */
export const NOTE_TITLE_MAX_LENGTH = 300;
export const FOLDER_NAME_MAX_LENGTH = 100;
export const FOLDER_DESC_MAX_LENGTH = 1000;
export const NOTE_SEARCH_MAX_LENGTH = 200;
/** Deleted notes and folders can be restored for this long, then they are purged. */
export const TRASH_RETENTION_DAYS = 30;
export const TRASH_RETENTION_MS = TRASH_RETENTION_DAYS * 24 * 60 * 60 * 1000;
/** How many notes `getRecentText` returns at most, and by default. */
export const RECENT_TEXT_MAX = 20;
export const RECENT_TEXT_DEFAULT = 10;

/** A note or folder id; anything else is a 400. */
export const EntityId = z.uuid('must be a valid id');
/** The version the client started from; every accepted change to a note or folder increments it. */
export const Version = z.number().int().min(1).max(INT4_MAX);

const NoteTitle = z.string().trim().max(NOTE_TITLE_MAX_LENGTH);
const FolderName = z.string().trim().min(1, 'is required').max(FOLDER_NAME_MAX_LENGTH);
const FolderDesc = z.string().trim().max(FOLDER_DESC_MAX_LENGTH);

/** A TipTap/ProseMirror document as `editor.getJSON()` returns it; nodes beyond the top level are not inspected. */
export const ProseMirrorDoc = z.looseObject({
  type: z.literal('doc'),
  content: z.array(z.looseObject({ type: z.string().min(1) })).optional(),
});
export type ProseMirrorDoc = z.infer<typeof ProseMirrorDoc>;

/** The document a note starts with when none is given. */
export const EMPTY_DOC: ProseMirrorDoc = { type: 'doc', content: [{ type: 'paragraph' }] };

/** A note in lists: everything but its document. */
export const NoteSummary = z.object({
  id: z.string(),
  type: z.number().int(),
  title: z.string(),
  folderId: z.string().nullable(),
  /** The start of the plain text, for lists and search results. */
  excerpt: z.string(),
  wordCount: z.number().int(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type NoteSummary = z.infer<typeof NoteSummary>;

/** A note with its document, for the editor. */
export const NoteDetail = NoteSummary.extend({ content: ProseMirrorDoc });
export type NoteDetail = z.infer<typeof NoteDetail>;

/** A folder, with spec §3's names for its name and description. */
export const Folder = z.object({
  id: z.string(),
  folderName: z.string(),
  folderDesc: z.string(),
  /** Notes in the folder that are not in the trash. */
  noteCount: z.number().int(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Folder = z.infer<typeof Folder>;

/** A deleted note or folder that can still be restored. */
export const TrashItem = z.object({
  kind: z.enum(['note', 'folder']),
  id: z.string(),
  /** The note's title or the folder's name. */
  title: z.string(),
  /** For a note, the folder it was in. */
  folderId: z.string().nullable(),
  deletedAt: z.string(),
  restorableUntil: z.string(),
});
export type TrashItem = z.infer<typeof TrashItem>;

const NoteEntity = z.object({ kind: z.literal('note'), note: NoteSummary });
const FolderEntity = z.object({ kind: z.literal('folder'), folder: Folder });
/** A created, edited or restored note or folder. */
export const EntityRes = z.discriminatedUnion('kind', [NoteEntity, FolderEntity]);
export type EntityRes = z.infer<typeof EntityRes>;

/** `create`: a note (spec §3: type 0) or a folder (spec §3: folderName, folderDesc default ''). */
export const CreateNoteReq = z
  .object({
    kind: z.literal('note'),
    type: z.literal(NOTE_TYPE_RICH_TEXT).default(NOTE_TYPE_RICH_TEXT),
    title: NoteTitle.default(''),
    folderId: EntityId.nullable().default(null),
    content: ProseMirrorDoc.optional(),
    plainText: z.string().optional(),
  })
  .refine((v) => v.content === undefined || v.plainText !== undefined, {
    message: 'is required when content is given',
    path: ['plainText'],
  });
/** `create` of a folder. */
export const CreateFolderReq = z.object({
  kind: z.literal('folder'),
  folderName: FolderName,
  folderDesc: FolderDesc.default(''),
});
/** `create` body: a note or a folder, by `kind`. */
export const CreateReq = z.discriminatedUnion('kind', [CreateNoteReq, CreateFolderReq]);
export type CreateReq = z.infer<typeof CreateReq>;

/** `edit`: metadata only — a note's title, a folder's name or description — from a known version. */
export const EditNoteReq = z.object({ kind: z.literal('note'), id: EntityId, version: Version, title: NoteTitle });
/** `edit` of a folder: a new name, a new description, or both. */
export const EditFolderReq = z
  .object({
    kind: z.literal('folder'),
    id: EntityId,
    version: Version,
    folderName: FolderName.optional(),
    folderDesc: FolderDesc.optional(),
  })
  .refine((v) => v.folderName !== undefined || v.folderDesc !== undefined, 'folderName or folderDesc is required');
/** `edit` body: a note or a folder, by `kind`. */
export const EditReq = z.discriminatedUnion('kind', [EditNoteReq, EditFolderReq]);
export type EditReq = z.infer<typeof EditReq>;

/** `sync`: saves the document. `plainText` is the client's projection of it, for search and word count. */
export const SyncReq = z.object({ id: EntityId, version: Version, content: ProseMirrorDoc, plainText: z.string() });
export type SyncReq = z.infer<typeof SyncReq>;

/** The saved note's new version and the word count the server counted. */
export const SyncRes = z.object({
  id: z.string(),
  version: z.number().int(),
  wordCount: z.number().int(),
  updatedAt: z.string(),
});
export type SyncRes = z.infer<typeof SyncRes>;

/** `data` of a 409 `version_conflict`: what the server holds now, so the client can show both versions. */
export const VersionConflictData = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('note'), note: NoteDetail }),
  FolderEntity,
]);
export type VersionConflictData = z.infer<typeof VersionConflictData>;

/** The whole 409 `version_conflict` response of `edit` and `sync`. */
export const VersionConflictRes = ErrorEnvelope.extend({
  errorCode: z.literal('version_conflict'),
  data: VersionConflictData,
});
export type VersionConflictRes = z.infer<typeof VersionConflictRes>;

/** `query` of one note with its document. */
export const QueryNoteReq = z.object({ kind: z.literal('note'), id: EntityId });
/** A page of the user's notes, last edited first: all, in a folder, or unfiled; optionally searched. */
export const QueryNotesReq = z
  .object({
    kind: z.literal('notes'),
    page: Page,
    pageSize: PageSize,
    folderId: EntityId.optional(),
    unfiled: z.boolean().default(false),
    /** Matches title or text, case-insensitively, as a substring (so it works for Chinese). */
    search: z.string().trim().max(NOTE_SEARCH_MAX_LENGTH).default(''),
  })
  .refine((v) => !(v.unfiled && v.folderId), 'give folderId or unfiled, not both');
/** All of the user's folders, by name, with their note counts. */
export const QueryFoldersReq = z.object({ kind: z.literal('folders') });
/** A page of the trash, latest deletion first. */
export const QueryTrashReq = z.object({ kind: z.literal('trash'), page: Page, pageSize: PageSize });
/** `query` body, by `kind`. */
export const QueryReq = z.discriminatedUnion('kind', [QueryNoteReq, QueryNotesReq, QueryFoldersReq, QueryTrashReq]);
export type QueryReq = z.infer<typeof QueryReq>;

/** `query` answer; `kind` echoes the request's. */
export const QueryRes = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('note'), note: NoteDetail }),
  z.object({ kind: z.literal('notes'), items: z.array(NoteSummary), total: z.number().int() }),
  z.object({ kind: z.literal('folders'), items: z.array(Folder) }),
  z.object({ kind: z.literal('trash'), items: z.array(TrashItem), total: z.number().int() }),
]);
export type QueryRes = z.infer<typeof QueryRes>;

/** Deleting a folder either moves its notes out to "unfiled" or deletes them with it. */
export const FolderDeleteMode = z.enum(['moveNotesToUnfiled', 'deleteNotes']);
export type FolderDeleteMode = z.infer<typeof FolderDeleteMode>;

/** `deleteFile`: moves a note, or a folder, to the trash. */
export const DeleteFileReq = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('note'), id: EntityId }),
  z.object({ kind: z.literal('folder'), id: EntityId, mode: FolderDeleteMode }),
]);
export type DeleteFileReq = z.infer<typeof DeleteFileReq>;

/** What went to the trash. */
export const DeleteFileRes = z.object({
  item: TrashItem,
  /** Notes moved to unfiled or deleted along with a folder; 0 for a note. */
  affectedNotes: z.number().int(),
});
export type DeleteFileRes = z.infer<typeof DeleteFileRes>;

/** `changeFolder`: moves a note into a folder, or out of any folder with `folderId: null`. */
export const ChangeFolderReq = z.object({ id: EntityId, folderId: EntityId.nullable() });
export type ChangeFolderReq = z.infer<typeof ChangeFolderReq>;

/** `getRecentText` query string. */
export const RecentTextReq = z.object({
  limit: z.coerce.number().int().min(1).max(RECENT_TEXT_MAX).default(RECENT_TEXT_DEFAULT),
});
export type RecentTextReq = z.infer<typeof RecentTextReq>;

/** The user's most recently edited notes, last edited first. */
export const RecentTextRes = z.object({ items: z.array(NoteSummary) });
export type RecentTextRes = z.infer<typeof RecentTextRes>;

/** `restore`: brings a note or folder back from the trash within the retention period. */
export const RestoreReq = z.object({ kind: z.enum(['note', 'folder']), id: EntityId });
export type RestoreReq = z.infer<typeof RestoreReq>;
