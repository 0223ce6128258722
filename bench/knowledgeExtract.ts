/**
 * `npm run bench:knowledge-extract -- [--no-ocr]`: every fixture document in
 * ../shared/fixtures/documents (INKSTONE_SHARED_DIR; see its PROVENANCE.md) through extraction,
 * metadata and passages, as the upload task runs them. Prints per file whether the title matches
 * (case, whitespace and punctuation aside), the DOI where one is printed (and none invented
 * elsewhere), the first author's family name, the reference count within 10 %, how many page
 * anchors a passage on that page holds, and the time; then the shares, the extraction time of the
 * fixtures of 20 pages or more (median of 3 warm runs), and last
 * {"metric":"knowledge_metadata","value":<lowest share>,"unit":"share",…every share}.
 * The scanned page is OCR'd when tesseract is installed (--no-ocr skips that).
 */
import { parseArgs } from 'node:util';
import { loadDocumentFixtures, type DocumentFixture } from '../server/src/knowledge/extract/eval/documentFixtures.ts';
import { scoreDocument, type DocumentScore } from '../server/src/knowledge/extract/eval/scoreDocument.ts';
import { extractDocument } from '../server/src/knowledge/extract/extractDocument.ts';
import { extractMetadata } from '../server/src/knowledge/extract/metadata/extractMetadata.ts';
import { toPassages } from '../server/src/knowledge/extract/toPassages.ts';
import { sharedDataDir } from '../server/src/literature/eval/sharedDir.ts';

const { values } = parseArgs({ options: { 'no-ocr': { type: 'boolean', default: false } } });
const shared = sharedDataDir();
if (!shared) {
  console.log('bench:knowledge-extract skipped: shared data directory not found (set INKSTONE_SHARED_DIR)');
  process.exit(0);
}
const fixtures = loadDocumentFixtures(shared);

const mark = (value: boolean | null): string => (value === null ? '–' : value ? 'yes' : 'NO');
const scores: DocumentScore[] = [];
for (const fixture of fixtures) {
  const started = performance.now();
  const doc = await extractDocument(fixture.bytes, fixture.kind, { ocr: !values['no-ocr'] });
  const meta = extractMetadata(doc);
  const passages = toPassages(doc);
  const ms = performance.now() - started;
  const score = scoreDocument(fixture.expected, meta, passages);
  scores.push(score);
  console.log(
    `${fixture.file}: title ${mark(score.title)}, doi ${mark(score.doi)}, first author ${mark(score.firstAuthor)}, ` +
      `references ${meta.references?.count ?? 0}/${fixture.expected.references?.count ?? '–'} ${mark(score.referenceCount)}, ` +
      `anchors ${score.anchorsFound}/${score.anchorsTotal}, pages ${doc.pages.length}, passages ${passages.length}, ` +
      `text layer ${doc.hasTextLayer}, ocr ${doc.ocrUsed}, ${Math.round(ms)} ms`,
  );
  for (const missed of score.missedAnchors) console.log(`  anchor not found: ${missed}`);
}

function share(pick: (s: DocumentScore) => boolean | null): number {
  const scored = scores.map(pick).filter((v): v is boolean => v !== null);
  return scored.length ? scored.filter(Boolean).length / scored.length : 1;
}
const anchorsTotal = scores.reduce((sum, s) => sum + s.anchorsTotal, 0);
const shares = {
  title: share((s) => s.title),
  doi: share((s) => s.doi),
  first_author: share((s) => s.firstAuthor),
  reference_count: share((s) => s.referenceCount),
  anchors: anchorsTotal ? scores.reduce((sum, s) => sum + s.anchorsFound, 0) / anchorsTotal : 1,
};
console.log(
  `shares: title ${shares.title.toFixed(2)} (target 0.80), doi ${shares.doi.toFixed(2)} (1.00), first author ` +
    `${shares.first_author.toFixed(2)} (0.80), reference count within 10 % ${shares.reference_count.toFixed(2)} (0.70), ` +
    `anchors ${shares.anchors.toFixed(2)} (1.00)`,
);

/** Median of three warm runs of extraction alone, in ms. */
async function extractionMs(fixture: DocumentFixture): Promise<number> {
  const runs: number[] = [];
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    await extractDocument(fixture.bytes, fixture.kind, { ocr: false });
    runs.push(performance.now() - started);
  }
  return runs.sort((a, b) => a - b)[1] ?? 0;
}
const long = fixtures.filter((f) => (f.expected.pages ?? 0) >= 20);
const extraction: Record<string, number> = {};
for (const fixture of long) {
  const ms = await extractionMs(fixture);
  extraction[fixture.file] = Math.round(ms);
  const pages = fixture.expected.pages ?? 0;
  console.log(
    `extraction of ${fixture.file} (${pages} pages): ${Math.round(ms)} ms median of 3 (${Math.round((ms / pages) * 20)} ms per 20 pages)`,
  );
}

console.log(
  JSON.stringify({
    metric: 'knowledge_metadata',
    value: Math.min(...Object.values(shares)),
    unit: 'share',
    ...shares,
    extraction_ms: extraction,
  }),
);
