#!/usr/bin/env node
/**
 * `npm run bench:editor-sync` (after `npm run build`): server time of `POST /v1/textEditor/sync` for a
 * 1 MB document on the embedded database (or BENCH_DATABASE_URL), through buildApp + inject, so the
 * figure covers JSON parsing, validation, auth, word count, the database write and the response.
 * Each run changes one paragraph and saves from the version the previous save returned.
 * BENCH_RUNS (default 150) timed runs after 10 warm-up runs. Budget (issue 3): p95 < 50 ms.
 * The last line is `{"metric":"sync_1mb_p95","value":…,"unit":"ms"}`; exits 1 when the budget is missed.
 */
import os from 'node:os';
import { academicDocument } from './editorDocument.mjs';
import { startEditorApp, timeRuns } from './editorApp.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 150);
const BUDGET_MS = 50;
const MB = 1024 * 1024;

const editor = await startEditorApp();
try {
  const { token } = await editor.newUser();
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const inject = (url, payload) => editor.app.inject({ method: 'POST', url, headers, payload });

  const created = await inject('/v1/textEditor/create', JSON.stringify({ kind: 'note', title: 'Benchmark' }));
  const noteId = created.json().data.note.id;
  const { content, plainText } = academicDocument(MB);
  const contentBytes = Buffer.byteLength(JSON.stringify(content));
  const edited = content.content.find((b) => b.type === 'paragraph');
  const original = edited.content[0];

  let version = 1;
  let body;
  const stats = await timeRuns(
    async () => {
      const res = await inject('/v1/textEditor/sync', body);
      if (res.statusCode !== 200) throw new Error(`sync answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
      version = res.json().data.version;
    },
    {
      runs: RUNS,
      warmup: 10,
      // The request body is built before the clock starts: serialising it is the client's work.
      before: (i) => {
        edited.content[0] = { type: 'text', text: `Revision ${i}. ${original.text ?? ''}` };
        body = JSON.stringify({ id: noteId, version, content, plainText: `Revision ${i}. ${plainText}` });
      },
    },
  );

  const fmt = (ms) => `${ms.toFixed(1)} ms`;
  console.log(
    `sync of a ${(contentBytes / MB).toFixed(2)} MB document (${(Buffer.byteLength(plainText) / MB).toFixed(2)} MB plain text)`,
  );
  console.log(
    `database: ${editor.kind}; ${RUNS} runs; node ${process.version}; ${os.cpus().length} CPUs; load ${os.loadavg()[0].toFixed(2)}`,
  );
  console.log(`p50 ${fmt(stats.p50)}   p95 ${fmt(stats.p95)}   max ${fmt(stats.max)}   budget p95 < ${BUDGET_MS} ms`);
  console.log(JSON.stringify({ metric: 'sync_1mb_p95', value: Number(stats.p95.toFixed(1)), unit: 'ms' }));
  process.exitCode = stats.p95 < BUDGET_MS ? 0 : 1;
} finally {
  await editor.close();
}
