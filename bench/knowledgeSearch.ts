/**
 * Knowledge-base speed (issue 19): (1) a ~20-page PDF made ready — extracted, cut into passages and
 * indexed in the database — on the real fixtures; (2) search over 1,000 files holding ~50,000
 * passages, made from the built-in corpus's abstracts (English ACL and Chinese CSL), p50/p95 of
 * 300 queries taken from paper titles. Embedded PGlite by default; BENCH_DATABASE_URL=postgres://…
 * measures PostgreSQL. Fixtures come from INKSTONE_SHARED_DIR (default ../shared); without them
 * part (1) is skipped. Last line JSON.
 * Usage: npm run bench:knowledge-search
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { AppContext } from '../server/src/context.js';
import { openDatabase } from '../server/src/db/client.js';
import * as passagesRepo from '../server/src/db/repos/filePassages.js';
import * as filesRepo from '../server/src/db/repos/knowledgeFiles.js';
import * as users from '../server/src/db/repos/users.js';
import { extractDocument } from '../server/src/knowledge/extract/extractDocument.js';
import { extractMetadata } from '../server/src/knowledge/extract/metadata/extractMetadata.js';
import { toPassages } from '../server/src/knowledge/extract/toPassages.js';
import { searchPassages } from '../server/src/knowledge/search.service.js';
import { indexedText } from '../server/src/knowledge/search/passageTerms.js';
import { sharedDataDir } from '../server/src/literature/eval/sharedDir.js';
import { quantile } from './aiBenchServer.mjs';

const FILES = Number(process.env.BENCH_FILES ?? 1000);
const PASSAGES_PER_FILE = 50;
const QUERIES = 300;

const database = await openDatabase({ databaseUrl: process.env.BENCH_DATABASE_URL });
const db = database.db;
const ctx = { db } as AppContext;
const now = new Date();
const user = await users.insert(db, {
  id: randomUUID(),
  email: `kb-bench-${Date.now()}@example.test`,
  nickname: 'bench',
  wordsLeft: 0,
});

const fileRow = (name: string, kind = 'pdf') => ({
  id: randomUUID(),
  userId: user.id,
  name,
  size: 1,
  kind,
  mime: 'application/pdf',
  blobKey: '0'.repeat(64),
  status: 'ready' as const,
  createdAt: now,
  updatedAt: now,
});

// (1) A real paper made ready: extraction, metadata, passages, and their rows with search terms.
const readyTimes: Record<string, number> = {};
const shared = sharedDataDir();
for (const name of ['zh_thesis-sustech-thuthesis-example', 'en_peerjcs2017-vespa_peerj-cs.118']) {
  if (!shared) break;
  const bytes = new Uint8Array(readFileSync(path.join(shared, 'fixtures', 'documents', `${name}.pdf`)));
  const [row] = await filesRepo.insertMany(db, [fileRow(`${name}.pdf`)]);
  const started = performance.now();
  const doc = await extractDocument(bytes, 'pdf', { ocr: false });
  extractMetadata(doc);
  const passages = toPassages(doc);
  const rows = passages.map((p) => ({
    seq: p.index,
    pageFrom: p.pageFrom,
    pageTo: p.pageTo,
    section: p.section,
    text: p.text,
    indexedText: indexedText(user.id, `${p.section ?? ''}\n${p.text}`),
  }));
  await passagesRepo.replaceAll(db, row!.id, user.id, rows);
  readyTimes[name] = performance.now() - started;
  console.log(
    `${name}: ${doc.pages.length} pages, ${passages.length} passages, ready in ${readyTimes[name].toFixed(0)} ms`,
  );
}

// (2) 1,000 files × 50 passages from the corpus abstracts.
const corpus = (file: string) =>
  gunzipSync(readFileSync(new URL(`../data/corpus/${file}`, import.meta.url)))
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { title: string; abstract?: string | null });
const records = [...corpus('acl_ccby4_2016plus.jsonl.gz'), ...corpus('csl_benchmark_records.jsonl.gz')].filter(
  (r) => r.abstract && r.abstract.length > 200,
);
const loadStarted = performance.now();
for (let f = 0; f < FILES; f++) {
  const [row] = await filesRepo.insertMany(db, [fileRow(`file-${f}.pdf`)]);
  const passages = Array.from({ length: PASSAGES_PER_FILE }, (_, i) => {
    const record = records[(f * PASSAGES_PER_FILE + i) % records.length]!;
    const text = `${record.title}. ${record.abstract}`;
    return {
      seq: i,
      pageFrom: 1 + Math.floor(i / 3),
      pageTo: 1 + Math.floor(i / 3),
      section: null,
      text,
      indexedText: indexedText(user.id, text),
    };
  });
  await passagesRepo.replaceAll(db, row!.id, user.id, passages);
}
console.log(
  `loaded ${FILES} files × ${PASSAGES_PER_FILE} passages in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s`,
);

const queries = Array.from({ length: QUERIES }, (_, i) => {
  const title = records[(i * 7919) % records.length]!.title;
  return /\p{sc=Han}/u.test(title) ? title.slice(0, 6) : title.split(/\s+/).slice(0, 4).join(' ');
});
for (const query of queries.slice(0, 20)) await searchPassages(ctx, user.id, { query, limit: 10 });
const times: number[] = [];
let hits = 0;
for (const query of queries) {
  const started = performance.now();
  const found = await searchPassages(ctx, user.id, { query, limit: 10 });
  times.push(performance.now() - started);
  if (found.length > 0) hits++;
}
times.sort((a, b) => a - b);
const round = (ms: number) => Math.round(ms * 10) / 10;
const p50 = round(quantile(times, 0.5));
const p95 = round(quantile(times, 0.95));
console.log(
  `search over ${FILES * PASSAGES_PER_FILE} passages: p50 ${p50} ms, p95 ${p95} ms, max ${round(times.at(-1)!)} ms; ${hits}/${QUERIES} queries found passages`,
);
await database.close();
console.log(
  JSON.stringify({
    metric: 'knowledge_search_p95_ms',
    value: p95,
    unit: 'ms',
    p50_ms: p50,
    passages: FILES * PASSAGES_PER_FILE,
    queries_with_hits: hits,
    database: process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite',
    ready_ms: Object.fromEntries(Object.entries(readyTimes).map(([k, v]) => [k, Math.round(v)])),
  }),
);
