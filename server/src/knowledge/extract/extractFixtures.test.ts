import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { sharedDataDir } from '../../literature/eval/sharedDir.js';
import { loadDocumentFixtures, type DocumentFixture } from './eval/documentFixtures.js';
import { scoreDocument } from './eval/scoreDocument.js';
import { extractDocument } from './extractDocument.js';
import type { ExtractedDocument } from './types.js';
import { extractMetadata } from './metadata/extractMetadata.js';
import { toPassages, wordCount } from './toPassages.js';

const shared = sharedDataDir();
const fixtures = shared ? loadDocumentFixtures(shared) : [];
const withText = fixtures.filter((f) => f.expected.text_layer !== false);
const scanned = fixtures.filter((f) => f.expected.text_layer === false);

// Each fixture is extracted once (without OCR) and shared by the checks below.
const extracted = new Map<string, Promise<ExtractedDocument>>();
function extract(fixture: DocumentFixture): Promise<ExtractedDocument> {
  const cached = extracted.get(fixture.file) ?? extractDocument(fixture.bytes, fixture.kind, { ocr: false });
  extracted.set(fixture.file, cached);
  return cached;
}
const TIMEOUT_MS = 30_000;

function hasTesseract(): boolean {
  try {
    execFileSync('tesseract', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

// The real documents live in ../shared (INKSTONE_SHARED_DIR); without them there is nothing to read.
describe.skipIf(!shared)('extraction of the fixture documents', () => {
  it.each(withText.map((f) => [f.file, f] as const))(
    '%s: metadata, language and page anchors',
    async (_, fixture) => {
      const doc = await extract(fixture);
      expect(doc.language).toBe(fixture.file.startsWith('zh_') ? 'zh' : 'en');
      const score = scoreDocument(fixture.expected, extractMetadata(doc), toPassages(doc));
      expect(doc.hasTextLayer).toBe(true);
      expect(score.missedAnchors).toEqual([]);
      expect(score.title).not.toBe(false);
      expect(score.doi).not.toBe(false);
      expect(score.firstAuthor).not.toBe(false);
      expect(score.referenceCount).not.toBe(false);
    },
    TIMEOUT_MS,
  );

  it.each(withText.map((f) => [f.file, f] as const))(
    '%s: passages are ordered page ranges within size',
    async (_, fixture) => {
      const doc = await extract(fixture);
      const passages = toPassages(doc);
      expect(passages.length).toBeGreaterThan(0);
      let lastPage = 1;
      for (const p of passages) {
        expect(p.pageFrom).toBeGreaterThanOrEqual(lastPage);
        expect(p.pageFrom).toBeLessThanOrEqual(p.pageTo);
        expect(p.pageTo).toBeLessThanOrEqual(doc.pages.length);
        expect(wordCount(p.text)).toBeLessThanOrEqual(400 * 1.5);
        lastPage = p.pageFrom;
      }
    },
    TIMEOUT_MS,
  );

  it(
    'drops bioRxiv margin line numbers and the running bioRxiv header',
    async () => {
      const fixture = fixtures.find((f) => f.file.includes('line-numbers'));
      if (!fixture) throw new Error('line-numbers fixture missing');
      const doc = await extract(fixture);
      const page2 = doc.pages[1]?.text ?? '';
      expect(page2).not.toMatch(/bioRxiv preprint/);
      // The margin numbers would sit between words as runs of bare integers.
      expect(page2).not.toMatch(/\b\d{2,3} \d{2,3} \d{2,3}\b/);
      expect(doc.furniture.join('\n')).toMatch(/10\.1101\/2024\.05\.13\.593936/);
    },
    TIMEOUT_MS,
  );

  it(
    'reads a two-column page column by column and rejoins hyphenated words',
    async () => {
      const fixture = fixtures.find((f) => f.file.includes('specter'));
      if (!fixture) throw new Error('SPECTER fixture missing');
      const doc = await extract(fixture);
      const page1 = doc.pages[0]?.text ?? '';
      // The left column's first paragraph runs on unbroken, then the right column follows.
      expect(page1).toContain('have become critical. In recent years, substantial improvements');
      expect(page1).toContain('representations');
      expect(page1).not.toMatch(/repre- ?sentations/);
      expect(page1.indexOf('1 Introduction')).toBeLessThan(page1.indexOf('A paper’s title and abstract'));
    },
    TIMEOUT_MS,
  );

  it.each(scanned.map((f) => [f.file, f] as const))(
    '%s: no text layer, and no text without OCR',
    async (_, fixture) => {
      const doc = await extract(fixture);
      expect(doc.hasTextLayer).toBe(false);
      expect(doc.ocrUsed).toBe(false);
      expect(doc.pages.map((p) => p.text).join('')).toBe('');
    },
  );

  it.skipIf(!hasTesseract()).each(scanned.map((f) => [f.file, f] as const))(
    '%s: OCR reads the scanned page',
    async (_, fixture) => {
      const doc = await extractDocument(fixture.bytes, fixture.kind);
      expect(doc.hasTextLayer).toBe(false);
      expect(doc.ocrUsed).toBe(true);
      expect(doc.language).toBe('en');
      expect(doc.pages[0]?.text).toMatch(/kitchen/);
    },
    120_000,
  );
});
