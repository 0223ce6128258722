import { z } from 'zod';
import { CreateReq, DeleteFileReq, EditReq, NOTE_TYPE_RICH_TEXT, QueryReq } from './textEditor.js';

/**
 * The bodies the text-editor routes accept: Inkstone's own, which name what they act on in `kind`,
 * and the spec's (§3, §7), which have no `kind` — a note is `{type: 0, …}` ("type is always 0"), a
 * folder is `{folderName, folderDesc}`. A body without `kind` gets the one its fields imply, then
 * goes through the same schema, so both shapes meet the same limits and the same messages.
 * A body that implies nothing (or a `type` other than 0) keeps no `kind` and is a 400 as before.
 */
type Body = Record<string, unknown>;

const isBody = (value: unknown): value is Body => typeof value === 'object' && value !== null && !Array.isArray(value);

const isPresent = (body: Body, key: string) => body[key] !== undefined;

/** No `type`, or the spec's note type; any other `type` names something the API does not have. */
const allowsNote = (body: Body) => !isPresent(body, 'type') || body.type === NOTE_TYPE_RICH_TEXT;

const hasFolderFields = (body: Body) => isPresent(body, 'folderName') || isPresent(body, 'folderDesc');

function inferringKind(infer: (body: Body) => string | undefined) {
  return (value: unknown): unknown => {
    if (!isBody(value) || isPresent(value, 'kind')) return value;
    const kind = infer(value);
    return kind === undefined ? value : { ...value, kind };
  };
}

/** `create`: folder fields make a folder; `type: 0` makes a note. */
export const inferCreateKind = inferringKind((body) => {
  if (hasFolderFields(body)) return 'folder';
  return isPresent(body, 'type') && allowsNote(body) ? 'note' : undefined;
});

/** `edit`: folder fields edit a folder; a title (or `type: 0`) edits a note. */
export const inferEditKind = inferringKind((body) => {
  if (hasFolderFields(body)) return 'folder';
  return (isPresent(body, 'type') || isPresent(body, 'title')) && allowsNote(body) ? 'note' : undefined;
});

/** `query`: an id reads that note; otherwise it is a page of the user's notes (filters optional). */
export const inferQueryKind = inferringKind((body) => {
  if (!allowsNote(body)) return undefined;
  return isPresent(body, 'id') ? 'note' : 'notes';
});

/** `deleteFile`: a `mode` (what happens to its notes) deletes a folder; a bare id deletes a note. */
export const inferDeleteFileKind = inferringKind((body) => {
  if (isPresent(body, 'mode')) return 'folder';
  return isPresent(body, 'id') && allowsNote(body) ? 'note' : undefined;
});

/** `create` route body: {@link CreateReq}, or the spec's `{type: 0, …}` / `{folderName, folderDesc}`. */
export const CreateBody = z.preprocess(inferCreateKind, CreateReq);
/** `edit` route body: {@link EditReq}, or the same without `kind`. */
export const EditBody = z.preprocess(inferEditKind, EditReq);
/** `query` route body: {@link QueryReq}, or `{id}` for a note and `{type: 0, page, pageSize, …}` for notes. */
export const QueryBody = z.preprocess(inferQueryKind, QueryReq);
/** `deleteFile` route body: {@link DeleteFileReq}, or `{id}` for a note and `{id, mode}` for a folder. */
export const DeleteFileBody = z.preprocess(inferDeleteFileKind, DeleteFileReq);
