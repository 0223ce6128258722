import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DocumentKind } from '../types.js';

/** The values `<name>.expected.json` records for a fixture document (the fields scored here). */
export interface ExpectedDocument {
  title: string | null;
  first_author: { family_name: string } | null;
  doi: string | null;
  /** Physical pages of a PDF; null for formats without pages. */
  pages: number | null;
  text_layer: boolean | null;
  references: { count: number } | null;
  page_anchors?: { text: string; page: number }[];
}

/** A fixture document with its expected values. */
export interface DocumentFixture {
  file: string;
  kind: DocumentKind;
  bytes: Uint8Array;
  expected: ExpectedDocument;
}

const KINDS: Record<string, DocumentKind> = {
  pdf: 'pdf',
  docx: 'docx',
  md: 'markdown',
  txt: 'text',
  html: 'html',
  tex: 'latex',
};

/** Every document in `<shared>/fixtures/documents` that has an `.expected.json` beside it. */
export function loadDocumentFixtures(sharedDir: string): DocumentFixture[] {
  const dir = join(sharedDir, 'fixtures/documents');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.expected.json'))
    .sort()
    .map((expectedFile) => {
      const expected = JSON.parse(readFileSync(join(dir, expectedFile), 'utf8')) as ExpectedDocument & { file: string };
      const extension = expected.file.split('.').pop() ?? '';
      const kind = KINDS[extension];
      if (!kind) throw new Error(`${expected.file}: unknown document kind`);
      return { file: expected.file, kind, bytes: new Uint8Array(readFileSync(join(dir, expected.file))), expected };
    });
}
