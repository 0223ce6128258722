import type {
  AskFilesReq,
  AskFilesRes,
  CreateFileFolderReq,
  DeleteFileEntryReq,
  FileDetailRes,
  FileDto,
  FileFolderDto,
  FileStructureRes,
  FileTrashRes,
  MoveReq,
  RenameReq,
  RestoreFileEntryReq,
  SearchFilesReq,
  SearchFilesRes,
  UpdateFileMetadataReq,
} from '@inkstone/shared/api/file';
import { V1 } from '@inkstone/shared/paths';
import { apiGet, apiPost, apiRequest } from '../../lib/apiClient';

/** GET /v1/file/getUserFileStructure: every live folder and file, and the limits. */
export function fetchFileStructure(signal?: AbortSignal): Promise<FileStructureRes> {
  return apiGet<FileStructureRes>(V1.file.getUserFileStructure, { signal });
}

/** POST /v1/file/createFolder */
export function createFolder(req: CreateFileFolderReq): Promise<FileFolderDto> {
  return apiPost<FileFolderDto>(V1.file.createFolder, req);
}

/** POST /v1/file/renameFolder or /v1/file/renameFile. */
export function renameEntry(kind: 'file' | 'folder', req: RenameReq): Promise<unknown> {
  return apiPost(kind === 'file' ? V1.file.renameFile : V1.file.renameFolder, req);
}

/** POST /v1/file/moveFile: a file or folder into a folder, or the root (folderId null). */
export function moveEntry(req: MoveReq): Promise<unknown> {
  return apiPost(V1.file.moveFile, req);
}

/** DELETE /v1/file/deleteFile: to the trash (a folder's files to the root, or along with it). */
export function deleteEntry(req: DeleteFileEntryReq): Promise<unknown> {
  return apiRequest(V1.file.deleteFile, { method: 'DELETE', query: { ...req } });
}

/** GET /v1/file/trash */
export function fetchFileTrash(signal?: AbortSignal): Promise<FileTrashRes> {
  return apiGet<FileTrashRes>(V1.file.trash, { signal });
}

/** POST /v1/file/restore */
export function restoreEntry(req: RestoreFileEntryReq): Promise<unknown> {
  return apiPost(V1.file.restore, req);
}

/** GET /v1/file/detail: a file with one page of its passages. */
export function fetchFileDetail(id: string, page: number, signal?: AbortSignal): Promise<FileDetailRes> {
  return apiGet<FileDetailRes>(V1.file.detail, { query: { id, page }, signal });
}

/** POST /v1/file/updateMetadata: the user's corrections of what was read from the file. */
export function updateFileMetadata(req: UpdateFileMetadataReq): Promise<FileDto> {
  return apiPost<FileDto>(V1.file.updateMetadata, req);
}

/** POST /v1/file/search: passages of the user's files matching a query. */
export function searchFiles(req: SearchFilesReq, signal?: AbortSignal): Promise<SearchFilesRes> {
  return apiPost<SearchFilesRes>(V1.file.search, req, { signal });
}

/** POST /v1/file/ask: a question answered from the files' passages (or the ranked passages). */
export function askFiles(req: AskFilesReq, signal?: AbortSignal): Promise<AskFilesRes> {
  return apiPost<AskFilesRes>(V1.file.ask, req, { signal });
}
