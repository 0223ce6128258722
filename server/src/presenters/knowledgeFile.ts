import type { FileDto, FileFolderDto, FileKind, FileMetadataDto } from '@inkstone/shared/api/file';
import type { FileFolderRow, KnowledgeFileRow } from '../db/schema/index.js';

/** A folder as the API shows it. */
export function presentFileFolder(row: FileFolderRow): FileFolderDto {
  return {
    id: row.id,
    name: row.name,
    parentId: row.parentId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A file as the API shows it, with its passage count. */
export function presentKnowledgeFile(row: KnowledgeFileRow, passages: number): FileDto {
  return {
    id: row.id,
    name: row.name,
    folderId: row.folderId,
    size: row.size,
    kind: row.kind as FileKind,
    mime: row.mime,
    status: row.status,
    statusDetail: row.statusDetail,
    pages: row.pages,
    passages,
    metadata: (row.metadata as FileMetadataDto | null) ?? null,
    libraryEntryId: row.libraryPaperId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
