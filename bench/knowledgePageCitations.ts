/**
 * `npm run bench:knowledge-pages`: page citations through the real knowledge-base search (issue 19:
 * "every phrase listed in the .expected.json files is found by knowledge-base search on the page it
 * is on"). Every fixture document in ../shared/fixtures/documents (INKSTONE_SHARED_DIR; see its
 * PROVENANCE.md) is uploaded to the app (a test app on an embedded database, as the HTTP tests run
 * it) and processed by its upload task; then each page anchor is searched for with
 * searchPassages — the phrase as the query, over all of the user's files — and counts as found when
 * one of the top 3 hits is a passage of its file whose page range covers its page. Prints per file
 * and overall (with how many were the first hit); last line
 * {"metric":"knowledge_page_citations","value":<share>,"unit":"share",…}.
 * (bench:knowledge-extract checks the same anchors against the passages directly, without search.)
 */
import type { UploadFilesRes } from '@inkstone/shared/api/file';
import * as filesRepo from '../server/src/db/repos/knowledgeFiles.js';
import { loadDocumentFixtures } from '../server/src/knowledge/extract/eval/documentFixtures.js';
import { searchPassages } from '../server/src/knowledge/search.service.js';
import { sharedDataDir } from '../server/src/literature/eval/sharedDir.js';
import { okData, registerUser } from '../server/src/test/factories.js';
import { uploadFiles } from '../server/src/test/knowledgeUpload.js';
import { createTestApp } from '../server/src/test/testApp.js';

const TOP = 3;

const shared = sharedDataDir();
if (!shared) {
  console.log('bench:knowledge-pages skipped: shared data directory not found (set INKSTONE_SHARED_DIR)');
  process.exit(0);
}
const fixtures = loadDocumentFixtures(shared);

const t = await createTestApp();
const user = await registerUser(t);

// Each fixture uploaded and processed exactly as a user's upload is: multipart route, blob store,
// task queue, extraction (OCR when tesseract is installed), passages, search terms.
const processStarted = performance.now();
const uploaded = [];
for (const fixture of fixtures) {
  const res = await uploadFiles(t, user.token, [{ name: fixture.file, bytes: Buffer.from(fixture.bytes) }]);
  uploaded.push({ fixture, fileId: okData<UploadFilesRes>(res).files[0]!.id });
}
await t.ctx.tasks.idle();
console.log(
  `${fixtures.length} files uploaded and processed in ${((performance.now() - processStarted) / 1000).toFixed(1)} s`,
);

let total = 0;
let found = 0;
let first = 0;
const perFile: Record<string, string> = {};
for (const { fixture, fileId } of uploaded) {
  const row = await filesRepo.findById(t.ctx.db, fileId);
  const anchors = fixture.expected.page_anchors ?? [];
  const notes: string[] = [];
  let fileFound = 0;
  for (const anchor of anchors) {
    const hits = await searchPassages(t.ctx, row!.userId, { query: anchor.text, limit: TOP });
    const rank = hits.findIndex((h) => h.fileId === fileId && h.pageFrom <= anchor.page && anchor.page <= h.pageTo);
    if (rank >= 0) fileFound++;
    if (rank === 0) first++;
    if (rank > 0) notes.push(`  p${anchor.page}: ${anchor.text} — found as hit ${rank + 1}`);
    if (rank < 0) {
      const top = hits.map(
        (h) => `${h.fileName === fixture.file ? 'this file' : h.fileName} pp.${h.pageFrom}-${h.pageTo}`,
      );
      notes.push(`  not found on p${anchor.page}: ${anchor.text} (top ${TOP}: ${top.join('; ') || 'none'})`);
    }
  }
  total += anchors.length;
  found += fileFound;
  perFile[fixture.file] = `${fileFound}/${anchors.length}`;
  console.log(
    `${fixture.file}: ${row?.status}, ${fileFound}/${anchors.length} anchors on their page in the top ${TOP}`,
  );
  for (const note of notes) console.log(note);
}
await t.close();

const share = total ? found / total : 1;
console.log(
  `overall: ${found}/${total} anchors found on their page in the top ${TOP} (${share.toFixed(2)}; target 1.00), ` +
    `${first}/${total} as the first hit`,
);
console.log(
  JSON.stringify({
    metric: 'knowledge_page_citations',
    value: Math.round(share * 1000) / 1000,
    unit: 'share',
    found,
    anchors: total,
    first_hit: first,
    top: TOP,
  }),
);
