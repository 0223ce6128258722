import { z } from 'zod';
import { PAPER_LIMITS, PAPER_YEAR } from './paperLimits.js';
import { EntityId } from './textEditor.js';

/**
 * The knowledge base's file manager (spec §7 "Files"): folders that nest, uploaded files with their
 * processing status, a trash kept 30 days, and the passages each file is read into.
 */

/** What an upload may be, decided from its bytes (not its name). */
export const FILE_KINDS = ['pdf', 'docx', 'markdown', 'txt', 'html', 'latex', 'bibtex', 'ris', 'png', 'jpeg'] as const;
export const FileKind = z.enum(FILE_KINDS);
export type FileKind = z.infer<typeof FileKind>;

/** queued → extracting → indexing → ready, or failed with the reason. */
export const FILE_STATUSES = ['queued', 'extracting', 'indexing', 'ready', 'failed'] as const;
export const FileStatus = z.enum(FILE_STATUSES);
export type FileStatus = z.infer<typeof FileStatus>;

export const FILE_NAME_MAX = 255;

/** A file or folder name: no path separators or control characters, not "." or "..". */
export const FileName = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(FILE_NAME_MAX)
  .refine(
    (name) => !/[/\\]/.test(name) && ![...name].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127),
    'must not contain / or \\ or control characters',
  )
  .refine((name) => name !== '.' && name !== '..', 'must be a name, not . or ..');

export const FileFolderDto = z.object({
  id: z.string(),
  name: z.string(),
  parentId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FileFolderDto = z.infer<typeof FileFolderDto>;

/**
 * What was read from a document: its reference, as far as the text says; a correction is held to
 * the sizes of a paper (it becomes the file's library entry).
 */
export const FileMetadataDto = z.object({
  title: z.string().max(PAPER_LIMITS.title).nullable(),
  authors: z.array(z.string().max(PAPER_LIMITS.authorName)).max(PAPER_LIMITS.authors),
  year: z.number().int().min(PAPER_YEAR.min).max(PAPER_YEAR.max).nullable(),
  doi: z.string().max(PAPER_LIMITS.doi).nullable(),
  arxivId: z.string().max(PAPER_LIMITS.arxivId).nullable(),
  abstract: z.string().max(PAPER_LIMITS.abstract).nullable(),
  referenceCount: z.number().int().min(0).max(100_000).nullable(),
});
export type FileMetadataDto = z.infer<typeof FileMetadataDto>;

export const FileDto = z.object({
  id: z.string(),
  name: z.string(),
  folderId: z.string().nullable(),
  size: z.number().int(),
  kind: FileKind,
  mime: z.string(),
  status: FileStatus,
  /** Why it failed, or a note on a ready file ("no text (scanned)"). */
  statusDetail: z.string().nullable(),
  pages: z.number().int().nullable(),
  passages: z.number().int(),
  metadata: FileMetadataDto.nullable(),
  /** The library entry made from it (so it can be cited), once read. */
  libraryEntryId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FileDto = z.infer<typeof FileDto>;

export const FileLimitsDto = z.object({
  maxFileBytes: z.number().int(),
  quotaBytes: z.number().int(),
  usedBytes: z.number().int(),
  kinds: z.array(FileKind),
  /**
   * Whether search also finds passages by meaning (an embedding model is configured and the database
   * has pgvector); false or absent: keyword search alone.
   */
  semanticSearch: z.boolean().optional(),
});
export type FileLimitsDto = z.infer<typeof FileLimitsDto>;

/** GET /v1/file/getUserFileStructure: every live folder and file, and the limits. */
export const FileStructureRes = z.object({
  folders: z.array(FileFolderDto),
  files: z.array(FileDto),
  limits: FileLimitsDto,
});
export type FileStructureRes = z.infer<typeof FileStructureRes>;

/** POST /v1/file/createFolder */
export const CreateFileFolderReq = z.object({ name: FileName, parentId: EntityId.nullable().default(null) });
export type CreateFileFolderReq = z.infer<typeof CreateFileFolderReq>;

/** POST /v1/file/renameFolder, /v1/file/renameFile */
export const RenameReq = z.object({ id: EntityId, name: FileName });
export type RenameReq = z.infer<typeof RenameReq>;

/** POST /v1/file/moveFile: a file (or, with kind "folder", a folder) into a folder or the root (null). */
export const MoveReq = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('file'), id: EntityId, folderId: EntityId.nullable() }),
  z.object({ kind: z.literal('folder'), id: EntityId, folderId: EntityId.nullable() }),
]);
export type MoveReq = z.infer<typeof MoveReq>;

/** DELETE /v1/file/deleteFile?id=&kind=&mode=: to the trash; a folder's files go to the root or along with it. */
export const DeleteFileEntryReq = z.object({
  id: EntityId,
  kind: z.enum(['file', 'folder']),
  mode: z.enum(['moveToRoot', 'delete']).default('delete'),
});
export type DeleteFileEntryReq = z.infer<typeof DeleteFileEntryReq>;

/** POST /v1/file/uploadFiles (multipart: a `folderId` field, then `file` parts) and uploadFilesNoFolder. */
export const UploadFilesRes = z.object({ files: z.array(FileDto) });
export type UploadFilesRes = z.infer<typeof UploadFilesRes>;

export const FileTrashItemDto = z.object({
  kind: z.enum(['file', 'folder']),
  id: z.string(),
  name: z.string(),
  deletedAt: z.string(),
  /** When it is removed for good. */
  purgeAt: z.string(),
});
/** GET /v1/file/trash */
export const FileTrashRes = z.object({ items: z.array(FileTrashItemDto) });
export type FileTrashRes = z.infer<typeof FileTrashRes>;

/** POST /v1/file/restore */
export const RestoreFileEntryReq = z.object({ id: EntityId, kind: z.enum(['file', 'folder']) });
export type RestoreFileEntryReq = z.infer<typeof RestoreFileEntryReq>;

export const PassageDto = z.object({
  fileId: z.string(),
  fileName: z.string(),
  seq: z.number().int(),
  pageFrom: z.number().int(),
  pageTo: z.number().int(),
  section: z.string().nullable(),
  text: z.string(),
});
export type PassageDto = z.infer<typeof PassageDto>;

/** GET /v1/file/detail?id=&page=: a file with a page of its passages. */
export const FileDetailReq = z.object({ id: EntityId, page: z.coerce.number().int().min(1).default(1) });
export const FileDetailRes = z.object({
  file: FileDto,
  passages: z.array(PassageDto),
  totalPassages: z.number().int(),
});
export type FileDetailRes = z.infer<typeof FileDetailRes>;

/** POST /v1/file/updateMetadata: the user's corrections of what was read. */
export const UpdateFileMetadataReq = z.object({ id: EntityId, metadata: FileMetadataDto });
export type UpdateFileMetadataReq = z.infer<typeof UpdateFileMetadataReq>;

/** POST /v1/file/search: passages of the user's ready files (or of the given files/folders) for a query. */
export const SearchFilesReq = z.object({
  query: z.string().trim().min(1, 'is required').max(500),
  fileIds: z.array(EntityId).max(1000).optional(),
  folderIds: z.array(EntityId).max(200).optional(),
  limit: z.number().int().min(1).max(50).default(10),
});
export type SearchFilesReq = z.infer<typeof SearchFilesReq>;

export const PassageHitDto = PassageDto.extend({
  score: z.number(),
  /** The passage around the matched words, which are wrapped in «…». */
  snippet: z.string(),
});
export type PassageHitDto = z.infer<typeof PassageHitDto>;

export const SearchFilesRes = z.object({ items: z.array(PassageHitDto) });
export type SearchFilesRes = z.infer<typeof SearchFilesRes>;

/** POST /v1/file/ask: a question over the user's files (or the given ones), answered from their passages. */
export const AskFilesReq = z.object({
  question: z.string().trim().min(1, 'is required').max(2000),
  fileIds: z.array(EntityId).max(1000).optional(),
  folderIds: z.array(EntityId).max(200).optional(),
});
export type AskFilesReq = z.infer<typeof AskFilesReq>;

export const AskFilesRes = z.object({
  /**
   * The answer, each claim followed by the passages it rests on as `[n]` (n indexes `passages`, from
   * 1); null when no model is configured or it failed — then `passages` is the answer, ranked.
   */
  answer: z.string().nullable(),
  /** Why there is no written answer: no model, the model failed, or nothing relevant was found. */
  withoutModel: z.enum(['none', 'not_configured', 'failed', 'no_passages']),
  passages: z.array(PassageHitDto),
});
export type AskFilesRes = z.infer<typeof AskFilesRes>;
