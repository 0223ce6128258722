#!/usr/bin/env node
/**
 * `node bench/editorList.mjs` (after `npm run build`): server time of the notes list with 5,000 notes,
 * on the embedded database (or BENCH_DATABASE_URL), through buildApp + inject. The user has 5,000
 * notes of 1–8 KB of text in 20 folders, and two other users hold 2,000 more, so the per-user index
 * has to do its job. Measured: the first page (pageSize 20, last edited first), a folder's first
 * page, and a substring search over titles and text. BENCH_RUNS (default 150) timed runs each after
 * 10 warm-up runs. Budget (issue 3): first page p95 < 100 ms.
 * The last line is `{"metric":"notes_list_5000_first_page_p95","value":…,"unit":"ms"}`; exits 1 when
 * the budget is missed.
 */
import crypto from 'node:crypto';
import os from 'node:os';
import { folders, notes, noteTextChunks } from '../server/dist/db/schema/index.js';
import { serializeDocument, storeDocument } from '../server/dist/notes/documentCodec.js';
import { PlainTextJson } from '../server/dist/notes/plainTextJson.js';
import { academicDocument } from './editorDocument.mjs';
import { startEditorApp, timeRuns } from './editorApp.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 150);
const NOTES = 5000;
const BUDGET_MS = 100;

/**
 * Inserts `count` notes for `userId` straight into the database (stored as a save stores them),
 * spread over `folderIds` and over time.
 */
async function seedNotes(db, userId, count, folderIds) {
  const start = Date.now() - count * 60_000;
  for (let offset = 0; offset < count; offset += 250) {
    const rows = [];
    const chunks = [];
    for (let i = offset; i < Math.min(count, offset + 250); i++) {
      const { content, plainText } = academicDocument(1024 + (i % 8) * 1024, i + 1);
      const at = new Date(start + i * 60_000);
      const id = crypto.randomUUID();
      const stored = await storeDocument(serializeDocument(content), PlainTextJson.of(plainText), []);
      rows.push({
        id,
        userId,
        folderId: folderIds.length && i % 3 ? folderIds[i % folderIds.length] : null,
        title: `Note ${i}: ${plainText.slice(0, 40)}`,
        ...stored.note,
        createdAt: at,
        updatedAt: at,
      });
      for (const piece of stored.text.pieces) chunks.push({ noteId: id, ...piece });
    }
    await db.insert(notes).values(rows);
    await db.insert(noteTextChunks).values(chunks);
  }
}

const editor = await startEditorApp();
try {
  const db = editor.ctx.db;
  const { id: userId, token } = await editor.newUser();
  const now = new Date();
  const folderIds = Array.from({ length: 20 }, () => crypto.randomUUID());
  await db
    .insert(folders)
    .values(folderIds.map((id, i) => ({ id, userId, name: `Folder ${i}`, createdAt: now, updatedAt: now })));
  const seeding = performance.now();
  await seedNotes(db, userId, NOTES, folderIds);
  for (let other = 0; other < 2; other++) await seedNotes(db, (await editor.newUser()).id, 1000, []);
  const seededMs = performance.now() - seeding;

  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const query = async (body) => {
    const res = await editor.app.inject({ method: 'POST', url: '/v1/textEditor/query', headers, payload: body });
    if (res.statusCode !== 200) throw new Error(`query answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
    return res.json().data;
  };
  const check = await query({ kind: 'notes', page: 1, pageSize: 20 });
  if (check.total !== NOTES || check.items.length !== 20) throw new Error(`unexpected list: total ${check.total}`);

  const scenarios = [
    ['first page (20 of 5,000)', { kind: 'notes', page: 1, pageSize: 20 }],
    ['folder, first page', { kind: 'notes', page: 1, pageSize: 20, folderId: folderIds[1] }],
    ['search "hypothesis variance"', { kind: 'notes', page: 1, pageSize: 20, search: 'hypothesis variance' }],
    ['search "统计推断" (Chinese)', { kind: 'notes', page: 1, pageSize: 20, search: '统计推断' }],
  ];
  const results = [];
  for (const [label, body] of scenarios) {
    results.push([label, (await query(body)).total, await timeRuns(() => query(body), { runs: RUNS, warmup: 10 })]);
  }

  const fmt = (ms) => `${ms.toFixed(1)} ms`.padStart(9);
  console.log(
    `notes list: ${NOTES} notes for the user (+2,000 of others), seeded in ${(seededMs / 1000).toFixed(1)} s`,
  );
  console.log(
    `database: ${editor.kind}; ${RUNS} runs each; node ${process.version}; ${os.cpus().length} CPUs; load ${os.loadavg()[0].toFixed(2)}`,
  );
  console.log(
    `${'scenario'.padEnd(32)}${'matches'.padStart(8)}${'p50'.padStart(10)}${'p95'.padStart(10)}${'max'.padStart(10)}${'CPU p95'.padStart(10)}`,
  );
  for (const [label, total, s] of results) {
    console.log(
      `${label.padEnd(32)}${String(total).padStart(8)} ${fmt(s.p50)} ${fmt(s.p95)} ${fmt(s.max)} ${fmt(s.cpu.p95)}`,
    );
  }
  const firstPage = results[0][2];
  console.log(`budget: first page p95 < ${BUDGET_MS} ms`);
  console.log(
    JSON.stringify({ metric: 'notes_list_5000_first_page_p95', value: Number(firstPage.p95.toFixed(1)), unit: 'ms' }),
  );
  process.exitCode = firstPage.p95 < BUDGET_MS ? 0 : 1;
} finally {
  await editor.close();
}
