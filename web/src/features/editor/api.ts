import type {
  ChangeFolderReq,
  CreateReq,
  DeleteFileReq,
  DeleteFileRes,
  EditReq,
  EntityRes,
  QueryReq,
  QueryRes,
  RecentTextRes,
  RestoreReq,
  SyncReq,
  SyncRes,
} from '@inkstone/shared/api/textEditor';
import type { z } from 'zod';
import { V1 } from '@inkstone/shared/paths';
import { apiGet, apiPost, type RequestOptions } from '../../lib/apiClient';

/** What an image upload answers. */
export interface UploadImageRes {
  id: string;
  url: string;
}

type CallOptions = Pick<RequestOptions, 'signal' | 'notify'>;

/** POST /v1/textEditor/query: one note, a page of notes, the folders or the trash, by `kind`. */
export function queryTextEditor<K extends QueryReq['kind']>(
  body: Extract<z.input<typeof QueryReq>, { kind: K }>,
  options: CallOptions = {},
): Promise<Extract<QueryRes, { kind: K }>> {
  return apiPost<Extract<QueryRes, { kind: K }>>(V1.textEditor.query, body, options);
}

/** POST /v1/textEditor/create: a note or a folder. */
export function createEntity(body: z.input<typeof CreateReq>): Promise<EntityRes> {
  return apiPost<EntityRes>(V1.textEditor.create, body);
}

/** POST /v1/textEditor/edit: a note's title or a folder's name and description. */
export function editEntity(body: EditReq): Promise<EntityRes> {
  return apiPost<EntityRes>(V1.textEditor.edit, body);
}

/** POST /v1/textEditor/sync: saves a document; the caller handles 409 and 413 itself, so no snackbar. */
export function syncNote(body: SyncReq, options: CallOptions = {}): Promise<SyncRes> {
  return apiPost<SyncRes>(V1.textEditor.sync, body, { notify: false, ...options });
}

/** POST /v1/textEditor/deleteFile: moves a note or a folder to the trash. */
export function deleteEntity(body: DeleteFileReq): Promise<DeleteFileRes> {
  return apiPost<DeleteFileRes>(V1.textEditor.deleteFile, body);
}

/** POST /v1/textEditor/changeFolder. */
export function changeFolder(body: ChangeFolderReq): Promise<EntityRes> {
  return apiPost<EntityRes>(V1.textEditor.changeFolder, body);
}

/** POST /v1/textEditor/restore: brings a note or folder back from the trash. */
export function restoreEntity(body: RestoreReq): Promise<EntityRes> {
  return apiPost<EntityRes>(V1.textEditor.restore, body);
}

/** GET /v1/textEditor/getRecentText. */
export function fetchRecentTexts(limit: number, options: CallOptions = {}): Promise<RecentTextRes> {
  return apiGet<RecentTextRes>(V1.textEditor.getRecentText, { ...options, query: { limit } });
}

/** POST /v1/textEditor/uploadImage: stores an image and answers its capability URL (failures: imageUploadErrorText). */
export function uploadImage(file: File): Promise<UploadImageRes> {
  const form = new FormData();
  form.append('file', file);
  return apiPost<UploadImageRes>(V1.textEditor.uploadImage, form, { notify: false });
}
