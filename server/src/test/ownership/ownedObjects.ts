import crypto from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { SearchStatus, SortStatus } from '@inkstone/shared/api/paperAgent';
import type { LibrarySaveRes } from '@inkstone/shared/api/papers';
import type { TaskIdRes } from '@inkstone/shared/api/workflow';
import type { WritingProjectDto } from '@inkstone/shared/api/writing';
import { V1 } from '@inkstone/shared/paths';
import { researchSessions } from '../../db/schema/index.js';
import { eventually, userIdOf } from '../aiTestApp.js';
import { okData, registerUser } from '../factories.js';
import type { TestApp } from '../testApp.js';
import { createFolder, createNote, post } from '../textEditorApi.js';
import { SESSION_PAPERS, testPaper } from '../writing/writingTestKit.js';

/**
 * The objects a user owns, one factory each: it makes the object as its owner, the way the app
 * makes it (through the API; a finished paper search is written as its row, since running the agent
 * for each would take seconds), and reads it back as the owner so a test can prove it unchanged.
 */
export type ObjectKind =
  | 'note'
  | 'folder'
  | 'trashedNote'
  | 'trashedFolder'
  | 'libraryEntry'
  | 'researchSession'
  | 'writingProject'
  | 'reviewedProject'
  | 'task'
  | 'image'
  | 'fileFolder'
  | 'knowledgeFile'
  | 'trashedFileFolder'
  | 'trashedKnowledgeFile'
  | 'signInSession';

/** A signed-in user who owns objects. */
export interface Owner {
  token: string;
  userId: string;
  email: string;
  password: string;
}

/** An object made by a factory. */
export interface OwnedObject {
  kind: ObjectKind;
  id: string;
  /** Library bibkeys the object holds (a library entry's own key). */
  bibkeys: string[];
  /** The object as its owner reads it through the API, to compare before and after. */
  read(): Promise<unknown>;
}

/** A fresh registered user. */
export async function newOwner(t: TestApp): Promise<Owner> {
  const registered = await registerUser(t);
  return {
    token: registered.token,
    userId: await userIdOf(t, registered.email),
    email: registered.email,
    password: registered.password,
  };
}

const get = (t: TestApp, token: string, url: string) => t.request({ method: 'GET', url, token });

/** The response as a comparable value: status and body (JSON when it is JSON, else base64 bytes). */
function snapshot(res: LightMyRequestResponse): unknown {
  const type = String(res.headers['content-type'] ?? '');
  return { status: res.statusCode, body: type.includes('json') ? res.json() : res.rawPayload.toString('base64') };
}

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), crypto.randomBytes(64)]);
const BOUNDARY = 'inkstone-owned-boundary';

async function makeNote(t: TestApp, o: Owner): Promise<OwnedObject> {
  const note = await createNote(t, o.token, { title: 'Owned note', text: 'Words only the owner may change.' });
  const read = async () => snapshot(await post(t, o.token, V1.textEditor.query, { kind: 'note', id: note.id }));
  return { kind: 'note', id: note.id, bibkeys: [], read };
}

async function makeFolder(t: TestApp, o: Owner): Promise<OwnedObject> {
  const folder = await createFolder(t, o.token, 'Owned folder', 'Its description');
  await createNote(t, o.token, { title: 'In the folder', folderId: folder.id, text: 'Filed.' });
  const read = async () => ({
    folders: snapshot(await post(t, o.token, V1.textEditor.query, { kind: 'folders' })),
    notes: snapshot(await post(t, o.token, V1.textEditor.query, { kind: 'notes', folderId: folder.id, pageSize: 100 })),
  });
  return { kind: 'folder', id: folder.id, bibkeys: [], read };
}

const readTrash = (t: TestApp, o: Owner) => async () =>
  snapshot(await post(t, o.token, V1.textEditor.query, { kind: 'trash', pageSize: 100 }));

async function makeTrashedNote(t: TestApp, o: Owner): Promise<OwnedObject> {
  const note = await makeNote(t, o);
  okData(await post(t, o.token, V1.textEditor.deleteFile, { kind: 'note', id: note.id }));
  return { kind: 'trashedNote', id: note.id, bibkeys: [], read: readTrash(t, o) };
}

async function makeTrashedFolder(t: TestApp, o: Owner): Promise<OwnedObject> {
  const folder = await makeFolder(t, o);
  okData(await post(t, o.token, V1.textEditor.deleteFile, { kind: 'folder', id: folder.id, mode: 'deleteNotes' }));
  return { kind: 'trashedFolder', id: folder.id, bibkeys: [], read: readTrash(t, o) };
}

async function makeLibraryEntry(t: TestApp, o: Owner): Promise<OwnedObject> {
  const key = `owned${crypto.randomBytes(4).toString('hex')}`;
  const paper = testPaper(key, 'Owner', 2020, 'An abstract the owner saved.');
  const saved = okData<LibrarySaveRes>(
    await t.request({
      method: 'POST',
      url: V1.papers.library,
      token: o.token,
      payload: { paper, tags: ['mine'], note: 'a note' },
    }),
  );
  const read = async () => {
    const res = await get(t, o.token, `${V1.papers.library}?pageSize=100`);
    const items = res.json<{ data: { items: Array<{ id: string }> } }>().data.items;
    return items.find((item) => item.id === saved.entry.id) ?? null;
  };
  return { kind: 'libraryEntry', id: saved.entry.id, bibkeys: [saved.entry.paper.bibkey], read };
}

/** A paper search whose step 2 (search) and step 3 (sort) finished, with the writing tests' papers. */
async function makeResearchSession(t: TestApp, o: Owner): Promise<OwnedObject> {
  const id = crypto.randomUUID();
  const now = t.clock.now();
  const bibList = SESSION_PAPERS.map((p) => ({
    ...p,
    relevance: 0.9,
    reason: 'on topic',
    translatedTitle: null,
    translatedSummary: null,
  }));
  const mergedSkeleton = [
    { section_name: 'Attention', bibkey: bibList.slice(0, 2).map((p) => p.bibkey), reason: 'core' },
  ];
  await t.ctx.db.insert(researchSessions).values({
    id,
    userId: o.userId,
    topic: 'attention in translation',
    options: { maxPapers: 50, language: 'en' },
    state: 'finished',
    step: 3,
    searchStatus: SearchStatus.Finished,
    sortStatus: SortStatus.Finished,
    result: { bibList, mergedSkeleton },
    createdAt: now,
    updatedAt: now,
  });
  const read = async () => snapshot(await get(t, o.token, `${V1.papersearchHistory.detail}?id=${id}`));
  return { kind: 'researchSession', id, bibkeys: [], read };
}

/** A writing project with its outline (needs the writing flow's fake model, see fuzzModel.ts). */
async function makeWritingProject(t: TestApp, o: Owner): Promise<OwnedObject> {
  const session = await makeResearchSession(t, o);
  const payload = { topic: 'Attention', options: { length: 600 }, sources: { researchSessionId: session.id } };
  const project = okData<WritingProjectDto>(
    await t.request({ method: 'POST', url: V1.workflow.generateOutline, token: o.token, payload }),
  );
  const read = async () => snapshot(await get(t, o.token, `${V1.workflow.fetchReview}?projectId=${project.projectId}`));
  return { kind: 'writingProject', id: project.projectId, bibkeys: [], read };
}

/** A writing project whose review has been written. */
async function makeReviewedProject(t: TestApp, o: Owner): Promise<OwnedObject> {
  const project = await makeWritingProject(t, o);
  const start = await t.request({
    method: 'POST',
    url: V1.workflow.generateReview,
    token: o.token,
    payload: { projectId: project.id },
  });
  const { taskId } = okData<TaskIdRes>(start);
  await waitForTask(t, o, taskId);
  return { ...project, kind: 'reviewedProject' };
}

async function waitForTask(t: TestApp, o: Owner, taskId: string): Promise<void> {
  await eventually(async () => {
    const res = await get(t, o.token, `${V1.workflow.queryResultAndPreview}?taskId=${taskId}`);
    const status = res.json<{ data?: { status?: string } }>().data?.status;
    return status === 'succeeded' || status === 'failed';
  }, 15_000);
}

/** A finished polish task (needs a fake model answering text). */
async function makeTask(t: TestApp, o: Owner): Promise<OwnedObject> {
  const { taskId } = okData<TaskIdRes>(
    await t.request({
      method: 'POST',
      url: V1.workflow.polish,
      token: o.token,
      payload: { text: 'Owned text to polish.' },
    }),
  );
  await waitForTask(t, o, taskId);
  const read = async () => snapshot(await get(t, o.token, `${V1.workflow.queryResultAndPreview}?taskId=${taskId}`));
  return { kind: 'task', id: taskId, bibkeys: [], read };
}

async function makeImage(t: TestApp, o: Owner): Promise<OwnedObject> {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="owned.png"\r\nContent-Type: image/png\r\n\r\n`;
  const res = await t.request({
    method: 'POST',
    url: V1.textEditor.uploadImage,
    token: o.token,
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: Buffer.concat([Buffer.from(head), PNG, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]),
  });
  const { id } = okData<{ id: string }>(res);
  const read = async () => snapshot(await get(t, o.token, `${V1.textEditor.image}/${id}`));
  return { kind: 'image', id, bibkeys: [], read };
}

async function uploadFile(t: TestApp, o: Owner, folderId: string | null): Promise<string> {
  const field = folderId
    ? `--${BOUNDARY}\r\nContent-Disposition: form-data; name="folderId"\r\n\r\n${folderId}\r\n`
    : '';
  const head = `${field}--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="owned.md"\r\n\r\n`;
  const res = await t.request({
    method: 'POST',
    url: folderId ? V1.file.uploadFiles : V1.file.uploadFilesNoFolder,
    token: o.token,
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: Buffer.from(`${head}# Owned notes\n\nWords only the owner may read.\r\n--${BOUNDARY}--\r\n`),
  });
  await t.ctx.tasks.idle();
  return okData<{ files: Array<{ id: string }> }>(res).files[0]!.id;
}

const readFiles = (t: TestApp, o: Owner) => async () => ({
  tree: snapshot(await get(t, o.token, V1.file.getUserFileStructure)),
  trash: snapshot(await get(t, o.token, V1.file.trash)),
});

async function makeFileFolder(t: TestApp, o: Owner): Promise<OwnedObject> {
  const folder = okData<{ id: string }>(await post(t, o.token, V1.file.createFolder, { name: 'Owned files' }));
  await uploadFile(t, o, folder.id);
  return { kind: 'fileFolder', id: folder.id, bibkeys: [], read: readFiles(t, o) };
}

async function makeKnowledgeFile(t: TestApp, o: Owner): Promise<OwnedObject> {
  const id = await uploadFile(t, o, null);
  const read = async () => ({
    ...(await readFiles(t, o)()),
    bytes: snapshot(await get(t, o.token, `${V1.file.downloadFile}?id=${id}`)),
  });
  return { kind: 'knowledgeFile', id, bibkeys: [], read };
}

async function makeTrashedFileFolder(t: TestApp, o: Owner): Promise<OwnedObject> {
  const folder = await makeFileFolder(t, o);
  await t.request({ method: 'DELETE', url: `${V1.file.deleteFile}?id=${folder.id}&kind=folder`, token: o.token });
  return { ...folder, kind: 'trashedFileFolder' };
}

async function makeTrashedKnowledgeFile(t: TestApp, o: Owner): Promise<OwnedObject> {
  const id = await uploadFile(t, o, null);
  await t.request({ method: 'DELETE', url: `${V1.file.deleteFile}?id=${id}&kind=file`, token: o.token });
  return { kind: 'trashedKnowledgeFile', id, bibkeys: [], read: readFiles(t, o) };
}

/** A second sign-in of the owner (another device); the owner's own session stays theirs. */
async function makeSignInSession(t: TestApp, o: Owner): Promise<OwnedObject> {
  okData(await post(t, undefined, V1.login.email, { email: o.email, password: o.password }));
  const sessions = okData<{ items: Array<{ id: string; isCurrent: boolean }> }>(
    await get(t, o.token, V1.user.sessions),
  );
  const other = sessions.items.find((s) => !s.isCurrent)!;
  return {
    kind: 'signInSession',
    id: other.id,
    bibkeys: [],
    read: async () => snapshot(await get(t, o.token, V1.user.sessions)),
  };
}

/** One factory per kind of object. */
export const OBJECT_FACTORIES: Record<ObjectKind, (t: TestApp, owner: Owner) => Promise<OwnedObject>> = {
  note: makeNote,
  folder: makeFolder,
  trashedNote: makeTrashedNote,
  trashedFolder: makeTrashedFolder,
  libraryEntry: makeLibraryEntry,
  researchSession: makeResearchSession,
  writingProject: makeWritingProject,
  reviewedProject: makeReviewedProject,
  task: makeTask,
  image: makeImage,
  fileFolder: makeFileFolder,
  knowledgeFile: makeKnowledgeFile,
  trashedFileFolder: makeTrashedFileFolder,
  trashedKnowledgeFile: makeTrashedKnowledgeFile,
  signInSession: makeSignInSession,
};
