import type { FileDto, FileFolderDto, FileKind, FileMetadataDto } from '@inkstone/shared/api/file';
import { isPaperYear, PAPER_LIMITS as L } from '@inkstone/shared/api/papers';
import type { FileFolderRow, KnowledgeFileRow } from '../db/schema/index.js';
import { cut } from '../papers/fitPaper.js';

/** What was read, held to the sizes the API allows (a document may print a 30,000-character abstract). */
function fitMetadata(metadata: FileMetadataDto): FileMetadataDto {
  return {
    ...metadata,
    title: cut(metadata.title, L.title),
    authors: metadata.authors.slice(0, L.authors).map((name) => cut(name, L.authorName)),
    year: metadata.year !== null && isPaperYear(metadata.year) ? metadata.year : null,
    doi: cut(metadata.doi, L.doi),
    arxivId: cut(metadata.arxivId, L.arxivId),
    abstract: cut(metadata.abstract, L.abstract),
  };
}

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
    metadata: row.metadata ? fitMetadata(row.metadata as FileMetadataDto) : null,
    libraryEntryId: row.libraryPaperId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
