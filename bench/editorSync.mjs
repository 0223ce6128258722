#!/usr/bin/env node
/**
 * `node bench/editorSync.mjs` (after `npm run build`): server time of `POST /v1/textEditor/sync` for a
 * 1 MB document on the embedded database (or BENCH_DATABASE_URL), through buildApp + inject, so the
 * figure covers JSON parsing, validation, auth, word count, the database write and the response.
 * Each run changes one paragraph and saves from the version the previous save made. The document is
 * a note with its bibliography: its citations labelled and its copies of the cited works (from a
 * 120-work library imported first) in the document, as the editor saves them.
 * BENCH_RUNS (default 150) timed runs after 10 warm-up runs. Budget (issue 3): p95 < 50 ms.
 * The last line is `{"metric":"sync_1mb_p95","value":…,"unit":"ms"}`; exits 1 when the budget is missed.
 */
import os from 'node:os';
import { academicDocument, citedWorksBibtex, withBibliography } from './editorDocument.mjs';
import { startEditorApp, timeRuns } from './editorApp.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 150);
const WARMUP = 10;
const BUDGET_MS = 50;
const MB = 1024 * 1024;

const editor = await startEditorApp();
try {
  const { token } = await editor.newUser();
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const inject = (url, payload) => editor.app.inject({ method: 'POST', url, headers, payload });

  /** Times RUNS saves of a new note; `documentFor(i)` gives the document and text of run i. */
  async function measureSaves(documentFor) {
    const created = await inject('/v1/textEditor/create', JSON.stringify({ kind: 'note', title: 'Benchmark' }));
    const noteId = created.json().data.note.id;
    // Every request body is built and encoded before the clock starts (that is the client's work, and
    // its garbage would otherwise be collected during timed requests). Run i saves version i + 1.
    const bodies = Array.from({ length: WARMUP + RUNS }, (_, i) =>
      Buffer.from(JSON.stringify({ id: noteId, version: i + 1, ...documentFor(i) })),
    );
    return timeRuns(
      async (i) => {
        const res = await inject('/v1/textEditor/sync', bodies[i]);
        if (res.statusCode !== 200) throw new Error(`sync answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
      },
      { runs: RUNS, warmup: WARMUP },
    );
  }

  const imported = await inject(
    '/v1/papers/library/import',
    JSON.stringify({ format: 'bibtex', content: citedWorksBibtex() }),
  );
  if (imported.json().data?.imported !== 120) throw new Error(`library import: ${imported.body.slice(0, 300)}`);
  const papers = [];
  for (let page = 1; papers.length < 120; page++) {
    const res = await editor.app.inject({
      method: 'GET',
      url: `/v1/papers/library?page=${page}&pageSize=100`,
      headers,
    });
    const items = res.json().data?.items ?? [];
    if (items.length === 0) throw new Error(`library list: ${res.body.slice(0, 300)}`);
    papers.push(...items.map((entry) => entry.paper));
  }
  const document = academicDocument(MB);
  const { plainText } = document;
  const content = withBibliography(document.content, papers);
  const references = content.attrs.references.length;
  const contentBytes = Buffer.byteLength(JSON.stringify(content));
  const edited = content.content.find((b) => b.type === 'paragraph');
  const original = edited.content[0];
  const large = await measureSaves((i) => {
    edited.content[0] = { type: 'text', text: `Revision ${i}. ${original.text ?? ''}` };
    return { content, plainText: `Revision ${i}. ${plainText}` };
  });
  // The same call with a one-paragraph document: what any request costs on this machine right now.
  const small = await measureSaves((i) => {
    const text = `Revision ${i} of a short note.`;
    return {
      content: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] },
      plainText: text,
    };
  });

  const fmt = (ms) => `${ms.toFixed(1)} ms`.padStart(9);
  const row = (label, s) =>
    console.log(`${label.padEnd(22)}${fmt(s.p50)}${fmt(s.p95)}${fmt(s.max)}${fmt(s.cpu.p50)}${fmt(s.cpu.p95)}`);
  const mb = (bytes) => (bytes / MB).toFixed(2);
  console.log(`sync: ${RUNS} runs each; database ${editor.kind}; node ${process.version}; ${os.cpus().length} CPUs`);
  console.log(
    `${''.padEnd(22)}${'p50'.padStart(9)}${'p95'.padStart(9)}${'max'.padStart(9)}${'CPU p50'.padStart(9)}${'CPU p95'.padStart(9)}`,
  );
  row(`${mb(contentBytes)} MB document`, large);
  row('one-paragraph note', small);
  console.log(
    `plain text ${mb(Buffer.byteLength(plainText))} MB; ${references} cited works kept in the document; CPU = process CPU time per request, all threads`,
  );
  console.log(`load average during the run: ${os.loadavg()[0].toFixed(2)}; budget: 1 MB p95 < ${BUDGET_MS} ms`);
  console.log(JSON.stringify({ metric: 'sync_1mb_p95', value: Number(large.p95.toFixed(1)), unit: 'ms' }));
  process.exitCode = large.p95 < BUDGET_MS ? 0 : 1;
} finally {
  await editor.close();
}
