import type { LightMyRequestResponse } from 'fastify';
import type { EntityRes, Folder, NoteSummary, ProseMirrorDoc } from '@inkstone/shared/api/textEditor';
import { V1 } from '@inkstone/shared/paths';
import { okData } from './factories.js';
import type { TestApp } from './testApp.js';

/** A one-paragraph ProseMirror document holding `text`. */
export function docOf(text: string): ProseMirrorDoc {
  return { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] };
}

/** POSTs a JSON body to a text-editor path as the user with `token`. */
export function post(
  t: TestApp,
  token: string | undefined,
  url: string,
  payload: unknown,
): Promise<LightMyRequestResponse> {
  return t.request({ method: 'POST', url, payload: payload as object, token });
}

/** Creates a note through the API; `text` fills both the document and its plain text. */
export async function createNote(
  t: TestApp,
  token: string,
  fields: { title?: string; folderId?: string | null; text?: string } = {},
): Promise<NoteSummary> {
  const { text, ...rest } = fields;
  const body = text === undefined ? rest : { ...rest, content: docOf(text), plainText: text };
  const res = okData<EntityRes>(await post(t, token, V1.textEditor.create, { kind: 'note', ...body }));
  if (res.kind !== 'note') throw new Error('create note answered with a folder');
  return res.note;
}

/** Creates a folder through the API. */
export async function createFolder(
  t: TestApp,
  token: string,
  folderName = 'Folder',
  folderDesc?: string,
): Promise<Folder> {
  const res = okData<EntityRes>(await post(t, token, V1.textEditor.create, { kind: 'folder', folderName, folderDesc }));
  if (res.kind !== 'folder') throw new Error('create folder answered with a note');
  return res.folder;
}

/** Saves a note's document from `version`, returning the raw response. */
export function sync(
  t: TestApp,
  token: string | undefined,
  id: string,
  version: number,
  text: string,
): Promise<LightMyRequestResponse> {
  return post(t, token, V1.textEditor.sync, { id, version, content: docOf(text), plainText: text });
}

/** The `data` of a `query` call. */
export async function query<T>(t: TestApp, token: string, body: object): Promise<T> {
  return okData<T>(await post(t, token, V1.textEditor.query, body));
}

/** Ids of the user's notes on the first page of `notes` with the given filters. */
export async function listedIds(t: TestApp, token: string, filters: object = {}): Promise<string[]> {
  const page = await query<{ items: NoteSummary[] }>(t, token, { kind: 'notes', pageSize: 100, ...filters });
  return page.items.map((n) => n.id);
}

/** A well-formed id that names nothing. */
export const UNKNOWN_ID = '00000000-0000-4000-8000-00000000abcd';
