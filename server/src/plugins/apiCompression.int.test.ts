import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { UploadFilesRes } from '@inkstone/shared/api/file';
import type { NoteDetail } from '@inkstone/shared/api/textEditor';
import { V1 } from '@inkstone/shared/paths';
import { createAiTestApp, type AiTestApp } from '../test/aiTestApp.js';
import { okData, registerUser, type RegisteredUser } from '../test/factories.js';
import { uploadFiles } from '../test/knowledgeUpload.js';
import { createNote } from '../test/textEditorApi.js';
import { COMPRESS_THRESHOLD_BYTES } from './apiCompression.js';

// Issue 22: API JSON above ~1 KB leaves compressed by Accept-Encoding; streams and stored files never.
let t: AiTestApp;
let alice: RegisteredUser;
beforeAll(async () => {
  t = await createAiTestApp();
  alice = await registerUser(t);
});
afterAll(async () => t.close());
afterEach(() => expect(t.fake.unexpected).toEqual([]));

const queryNote = (id: string, acceptEncoding: string) =>
  t.request({
    method: 'POST',
    url: V1.textEditor.query,
    token: alice.token,
    headers: { 'accept-encoding': acceptEncoding },
    payload: { kind: 'note', id },
  });

describe('API compression', () => {
  it('compresses a large JSON envelope with brotli or gzip, decoding to the same envelope', async () => {
    const note = await createNote(t, alice.token, { text: 'A long paragraph of the draft. '.repeat(200) });
    const plain = await queryNote(note.id, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES * 4);
    const envelope = plain.json<{ success: boolean; data: { note: NoteDetail } }>();
    expect(envelope.data.note.id).toBe(note.id);

    const br = await queryNote(note.id, 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(envelope);

    const gzip = await queryNote(note.id, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(envelope);
  });

  it('leaves a small envelope as it is', async () => {
    const res = await t.request({
      method: 'GET',
      url: V1.user.info,
      token: alice.token,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ success: true });
  });

  it('sends a stored file as stored, whatever the client accepts', async () => {
    const bytes = Buffer.from(JSON.stringify({ rows: Array.from({ length: 400 }, (_, i) => ({ i, tag: 'row' })) }));
    const [file] = okData<UploadFilesRes>(await uploadFiles(t, alice.token, [{ name: 'table.json', bytes }])).files;
    const res = await t.request({
      method: 'GET',
      url: `${V1.file.downloadFile}?id=${file!.id}`,
      token: alice.token,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-length']).toBe(String(bytes.length));
    expect(res.rawPayload.equals(bytes)).toBe(true);
  });

  it('never compresses an SSE stream: each event reaches the client while the stream is open', async () => {
    // The model sends its first piece and then nothing: a compressor would hold that piece back.
    t.fake.reply({ text: ['First piece.', ' Never sent.'], stallAfter: 1 });
    const abort = new AbortController();
    const res = await fetch(`${t.origin}${V1.workflow.polishSse}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'accept-encoding': 'br, gzip',
        authorization: `Bearer ${alice.token}`,
      },
      body: JSON.stringify({ text: 'the first piece' }),
      signal: abort.signal,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('content-encoding')).toBeNull();
    const reader = res.body!.getReader();
    let received = '';
    while (!received.includes('First piece.')) {
      const { value, done } = await reader.read();
      if (done) break;
      received += new TextDecoder().decode(value);
    }
    expect(received).toContain('data: {"diff":"First piece."}');
    // Read while the model is still stalled: nothing waited for the end of the stream.
    expect(received).not.toMatch(/event: (?:done|error)/);
    abort.abort();
    await reader.cancel().catch(() => undefined);
  });
});
