import { expect } from 'vitest';
import type { EntityRes, NoteDetail, SyncRes } from '@inkstone/shared/api/textEditor';
import { V1 } from '@inkstone/shared/paths';
import { postJson } from './serverProcess.js';
import { docOf } from './textEditorApi.js';

/** What the server acknowledged (answered 200) for each note: its version and the text last saved. */
export class AckedNotes {
  readonly notes = new Map<string, { version: number; text?: string }>();
  count = 0;

  record(id: string, version: number, text?: string): void {
    this.notes.set(id, { version, text });
    this.count++;
  }
}

async function send<T>(baseUrl: string, path: string, body: unknown, token: string): Promise<T> {
  const res = await postJson(baseUrl, path, body, token);
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(res.json)}`);
  return res.json.data as T;
}

/**
 * A client that creates notes and saves each twice, one request after the other, until the server
 * stops answering (killed); it records every acknowledged write in `acked`. A write the server
 * answered with an error fails the test.
 */
export async function writeNotesUntilDown(baseUrl: string, token: string, acked: AckedNotes, name: string) {
  try {
    for (let n = 0; ; n++) {
      const created = await send<EntityRes>(
        baseUrl,
        V1.textEditor.create,
        { kind: 'note', title: `${name}.${n}` },
        token,
      );
      if (created.kind !== 'note') throw new Error('create answered with a folder');
      const { id } = created.note;
      let { version } = created.note;
      acked.record(id, version);
      for (let save = 1; save <= 2; save++) {
        const text = `${name}.${n} save ${save}`;
        const body = { id, version, content: docOf(text), plainText: text };
        ({ version } = await send<SyncRes>(baseUrl, V1.textEditor.sync, body, token));
        acked.record(id, version, text);
      }
    }
  } catch (err) {
    // fetch fails with a TypeError when the connection is refused or cut: the server is down, and
    // the request in flight was never acknowledged.
    if (!(err instanceof TypeError)) throw err;
  }
}

/**
 * Every acknowledged write is there: each note at least at its acknowledged version, with the text
 * then saved unless a later save (sent, never acknowledged) landed too.
 */
export async function expectAckedNotes(baseUrl: string, token: string, acked: AckedNotes): Promise<void> {
  for (const [id, want] of acked.notes) {
    const { note } = await send<{ note: NoteDetail }>(baseUrl, V1.textEditor.query, { kind: 'note', id }, token);
    expect(note.version, `note ${id}`).toBeGreaterThanOrEqual(want.version);
    if (want.text && note.version === want.version) expect(JSON.stringify(note.content)).toContain(want.text);
  }
}
