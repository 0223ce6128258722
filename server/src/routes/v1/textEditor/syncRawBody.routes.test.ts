import { countWords } from '@inkstone/shared/wordCount';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NoteDetail } from '@inkstone/shared/api/textEditor';
import { V1 } from '@inkstone/shared/paths';
import { registerUser, type RegisteredUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';
import { createNote, listedIds, query } from '../../../test/textEditorApi.js';

// `sync` reads its document as bytes (syncBody.ts) instead of through JSON.parse: these pin what
// that reader must keep from the default one.
let t: TestApp;
let alice: RegisteredUser;
beforeAll(async () => {
  t = await createTestApp();
  alice = await registerUser(t);
});
afterAll(async () => t.close());

/** POSTs `body` to sync exactly as written. */
function syncRaw(body: string) {
  return t.request({
    method: 'POST',
    url: V1.textEditor.sync,
    token: alice.token,
    headers: { 'content-type': 'application/json' },
    payload: body,
  });
}

describe('POST /v1/textEditor/sync: the document read as bytes', () => {
  it('stores the document exactly, with escapes, non-Latin text, whitespace and attrs', async () => {
    const note = await createNote(t, alice.token);
    const content = {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2, id: null }, content: [{ type: 'text', text: '标题 "quoted" \\ 😀' }] },
        { type: 'paragraph', content: [{ type: 'text', text: 'line\nbreak\ttab \u0001', marks: [{ type: 'bold' }] }] },
      ],
    };
    const body = `{ "id": "${note.id}", "version": 1,\n "content": ${JSON.stringify(content, null, 2)} , "plainText": "标题 line" }`;
    const res = await syncRaw(body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ version: 2, wordCount: 3 });
    const got = await query<{ note: NoteDetail }>(t, alice.token, { kind: 'note', id: note.id });
    expect(got.note.content).toEqual(content);
  });

  it('refuses a document that is not JSON with 400 malformed_json and where it broke', async () => {
    const note = await createNote(t, alice.token);
    const prefix = `{"id":"${note.id}","version":1,"plainText":"x","content":`;
    for (const broken of [
      '{"type":"doc","content":[{"type":"p",}]}',
      '{"type":"doc","content":["\\q"]}',
      '{"type":"doc"',
    ]) {
      const res = await syncRaw(prefix + broken + '}');
      expect(res.statusCode, broken).toBe(400);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'malformed_json' });
      expect(res.json().errorMsg).toMatch(/not valid JSON: .* at byte \d+/);
    }
    const got = await query<{ note: NoteDetail }>(t, alice.token, { kind: 'note', id: note.id });
    expect(got.note.version).toBe(1);
  });

  it('refuses a document nested too deeply with 400', async () => {
    const note = await createNote(t, alice.token);
    const deep = '['.repeat(300) + ']'.repeat(300);
    const res = await syncRaw(
      `{"id":"${note.id}","version":1,"plainText":"x","content":{"type":"doc","content":[{"type":"p","x":${deep}}]}}`,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMsg).toMatch(/nested deeper than 256 levels/);
  });

  it('names the field of a block without a type, as the zod schema does', async () => {
    const note = await createNote(t, alice.token);
    const res = await syncRaw(
      `{"id":"${note.id}","version":1,"plainText":"x","content":{"type":"doc","content":[{"type":"p"},{"text":"x"}]}}`,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: 'validation_error' });
    expect(res.json().errorMsg).toMatch(/^content\.content\.1\.type: /);
  });

  it('reads the plain text as it was escaped: count, excerpt and search see the decoded text', async () => {
    const note = await createNote(t, alice.token);
    // `\\new` is an escaped backslash before "new", not a line break; `\u7edf\u8ba1` is 统计, escaped
    // as some clients do.
    const plainText = String.raw`First line with \"quotes\"\nC:\\new \u7edf\u8ba1 words\n`;
    const body = `{"id":"${note.id}","version":1,"content":{"type":"doc","content":[]},"plainText": \n "${plainText}"}`;
    const res = await syncRaw(body);
    expect(res.statusCode, res.body).toBe(200);
    const decoded = JSON.parse(`"${plainText}"`) as string;
    expect(res.json().data.wordCount).toBe(countWords(decoded));
    const got = await query<{ note: NoteDetail }>(t, alice.token, { kind: 'note', id: note.id });
    expect(got.note.excerpt).toBe('First line with "quotes" C:\\new 统计 words');
    expect(await listedIds(t, alice.token, { search: 'c:\\new 统计' })).toEqual([note.id]);
  });

  it('refuses plain text that is not a string with 400 naming the field', async () => {
    const note = await createNote(t, alice.token);
    for (const plainText of ['12', 'null', '["x"]']) {
      const res = await syncRaw(`{"id":"${note.id}","version":1,"content":{"type":"doc"},"plainText":${plainText}}`);
      expect(res.statusCode, plainText).toBe(400);
      expect(res.json()).toMatchObject({ errorCode: 'validation_error' });
      expect(res.json().errorMsg).toMatch(/^plainText: must be a string/);
    }
  });

  it('documents the document and the plain text in the OpenAPI description', async () => {
    const spec = (await t.request({ method: 'GET', url: V1.openapi })).json();
    const body = spec.paths[V1.textEditor.sync].post.requestBody.content['application/json'].schema;
    expect(body.properties.content).toMatchObject({ type: 'object' });
    expect(body.properties.plainText).toMatchObject({ type: 'string' });
    expect(body.required).toEqual(expect.arrayContaining(['content', 'plainText']));
  });

  it('refuses an empty body and a body that is not an object', async () => {
    for (const body of ['', '[]', '"text"']) {
      const res = await syncRaw(body);
      expect(res.statusCode, body).toBe(400);
    }
  });
});
