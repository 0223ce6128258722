import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NoteDetail } from '@inkstone/shared/api/textEditor';
import { V1 } from '@inkstone/shared/paths';
import { registerUser, type RegisteredUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';
import { createFolder, createNote, docOf, post, query, UNKNOWN_ID } from '../../../test/textEditorApi.js';

let t: TestApp;
let alice: RegisteredUser;
let bob: RegisteredUser;
beforeAll(async () => {
  t = await createTestApp();
  alice = await registerUser(t);
  bob = await registerUser(t);
});
afterAll(async () => t.close());

const create = (token: string | undefined, body: object) => post(t, token, V1.textEditor.create, body);

describe('POST /v1/textEditor/create — notes', () => {
  it('creates an empty, untitled rich-text note (type 0) at version 1', async () => {
    const res = await create(alice.token, { kind: 'note' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.kind).toBe('note');
    expect(data.note).toMatchObject({ type: 0, title: '', folderId: null, wordCount: 0, version: 1, excerpt: '' });
    const got = await query<{ note: NoteDetail }>(t, alice.token, { kind: 'note', id: data.note.id });
    expect(got.note.content).toEqual({ type: 'doc', content: [{ type: 'paragraph' }] });
  });

  it('stores a document, its excerpt, and a word count computed by the server', async () => {
    const text = '深度学习 improves results.';
    const res = await create(alice.token, {
      kind: 'note',
      type: 0,
      title: '  Chapter 1  ',
      content: docOf(text),
      plainText: text,
      wordCount: 999,
    });
    const note = res.json().data.note;
    expect(note).toMatchObject({ title: 'Chapter 1', wordCount: 6, excerpt: text });
    const got = await query<{ note: NoteDetail }>(t, alice.token, { kind: 'note', id: note.id });
    expect(got.note.content).toEqual(docOf(text));
  });

  it('keeps a one-line excerpt of at most 160 characters', async () => {
    const text = `Line one\n\n  line two ${'长'.repeat(300)}`;
    const note = await createNote(t, alice.token, { text });
    expect(note.excerpt).toBe(`Line one line two ${'长'.repeat(142)}`);
    expect(note.wordCount).toBe(304);
  });

  it('creates a note inside one of the user’s folders', async () => {
    const folder = await createFolder(t, alice.token, 'Drafts');
    const note = await createNote(t, alice.token, { folderId: folder.id, title: 'In a folder' });
    expect(note.folderId).toBe(folder.id);
  });

  it('answers 404 for another user’s folder or an unknown one', async () => {
    const bobsFolder = await createFolder(t, bob.token, 'Private');
    for (const folderId of [bobsFolder.id, UNKNOWN_ID]) {
      const res = await create(alice.token, { kind: 'note', folderId });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'not_found' });
    }
  });

  it('refuses bad bodies with 400', async () => {
    const bad = [
      {},
      { kind: 'page' },
      { kind: 'note', type: 1 },
      { kind: 'note', folderId: 'not-a-uuid' },
      { kind: 'note', title: 'x'.repeat(301) },
      { kind: 'note', content: { type: 'paragraph' }, plainText: '' },
      { kind: 'note', content: docOf('text without its projection') },
    ];
    for (const body of bad) {
      const res = await create(alice.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errorCode).toBe('validation_error');
    }
    const missing = await create(alice.token, { kind: 'note', content: docOf('a') });
    expect(missing.json().errorMsg).toMatch(/^plainText: /);
  });

  it('accepts a 300-character title', async () => {
    const res = await create(alice.token, { kind: 'note', title: '题'.repeat(300) });
    expect(res.statusCode).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const res = await create(undefined, { kind: 'note' });
    expect(res.statusCode).toBe(401);
    expect(res.json().errorCode).toBe('unauthenticated');
  });
});

describe('POST /v1/textEditor/create — folders', () => {
  it('creates a folder with folderName and a default empty folderDesc', async () => {
    const res = await create(alice.token, { kind: 'folder', folderName: ' Thesis ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      kind: 'folder',
      folder: { folderName: 'Thesis', folderDesc: '', noteCount: 0, version: 1 },
    });
  });

  it('keeps a description', async () => {
    const folder = await createFolder(t, alice.token, 'Reading', 'Papers to read');
    expect(folder.folderDesc).toBe('Papers to read');
  });

  it('refuses a missing, blank or over-long name with 400', async () => {
    for (const folderName of [undefined, '   ', 'n'.repeat(101)]) {
      const res = await create(alice.token, { kind: 'folder', folderName });
      expect(res.statusCode).toBe(400);
      expect(res.json().errorMsg).toMatch(/^folderName: /);
    }
  });

  it('answers 401 without a token', async () => {
    expect((await create(undefined, { kind: 'folder', folderName: 'x' })).statusCode).toBe(401);
  });
});
