import type {
  CreateReq,
  DeleteFileReq,
  DeleteFileRes,
  EditReq,
  EntityRes,
  QueryReq,
  QueryRes,
} from '@inkstone/shared/api/textEditor';
import type { AppContext } from '../context.js';
import { createFolder, deleteFolder, editFolder, listFolders } from './folders.service.js';
import { createNote, deleteNote, getNote, listNotes, renameNote } from './notes.service.js';
import { listTrash } from './trash.service.js';

/** `create`: a note or a folder, by `kind`. */
export async function create(ctx: AppContext, userId: string, req: CreateReq): Promise<EntityRes> {
  if (req.kind === 'note') return { kind: 'note', note: await createNote(ctx, userId, req) };
  return { kind: 'folder', folder: await createFolder(ctx, userId, req) };
}

/** `edit`: a note's title or a folder's name and description, by `kind`. */
export async function edit(ctx: AppContext, userId: string, req: EditReq): Promise<EntityRes> {
  if (req.kind === 'note') return { kind: 'note', note: await renameNote(ctx, userId, req) };
  return { kind: 'folder', folder: await editFolder(ctx, userId, req) };
}

/** `query`: one note, a page of notes, the folders, or a page of the trash, by `kind`. */
export async function query(ctx: AppContext, userId: string, req: QueryReq): Promise<QueryRes> {
  switch (req.kind) {
    case 'note':
      return { kind: 'note', note: await getNote(ctx, userId, req.id) };
    case 'notes':
      return { kind: 'notes', ...(await listNotes(ctx, userId, req)) };
    case 'folders':
      return { kind: 'folders', items: await listFolders(ctx, userId) };
    case 'trash':
      return { kind: 'trash', ...(await listTrash(ctx, userId, req)) };
  }
}

/** `deleteFile`: a note, or a folder with what to do with its notes, to the trash. */
export function deleteFile(ctx: AppContext, userId: string, req: DeleteFileReq): Promise<DeleteFileRes> {
  return req.kind === 'note' ? deleteNote(ctx, userId, req.id) : deleteFolder(ctx, userId, req.id, req.mode);
}
