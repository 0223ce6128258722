import type { ExtractedDocument } from './types.js';

/** A piece of a document to index and cite: about 200–400 words, with the pages it covers. */
export interface Passage {
  /** 0-based position in the document. */
  index: number;
  text: string;
  pageFrom: number;
  pageTo: number;
  /** The heading of the section the passage starts in, when the document has headings. */
  section: string | null;
}

/** Passage size in words; a Han character counts half a word (400–800 characters ≈ 200–400 words). */
export interface PassageSize {
  minWords: number;
  maxWords: number;
}

const DEFAULT_SIZE: PassageSize = { minWords: 200, maxWords: 400 };

/**
 * Cuts a document into passages at paragraph boundaries: paragraphs are gathered until the
 * passage holds at least `minWords`, never past `maxWords` (a longer paragraph is cut at
 * sentence ends). A heading closes the passage before it unless that one is still small, and
 * is kept in the text of the passage it opens, so headings are searchable too.
 */
export function toPassages(doc: ExtractedDocument, size: PassageSize = DEFAULT_SIZE): Passage[] {
  const passages: Passage[] = [];
  let parts: string[] = [];
  let words = 0;
  let pageFrom = 1;
  let pageTo = 1;
  let section: string | null = null;
  let passageSection: string | null = null;
  const close = (): void => {
    if (parts.length)
      passages.push({ index: passages.length, text: parts.join('\n\n'), pageFrom, pageTo, section: passageSection });
    parts = [];
    words = 0;
  };
  const add = (text: string, page: number, count: number): void => {
    if (!parts.length) {
      pageFrom = page;
      passageSection = section;
    }
    parts.push(text);
    pageTo = page;
    words += count;
  };
  for (const page of doc.pages) {
    for (const block of page.blocks) {
      if (block.kind === 'heading') {
        if (words >= size.minWords / 4) close();
        section = block.text;
        add(block.text, page.number, wordCount(block.text));
        continue;
      }
      for (const piece of splitLong(block.text, size.maxWords)) {
        const count = wordCount(piece);
        if (words > 0 && words + count > size.maxWords) close();
        add(piece, page.number, count);
        if (words >= size.minWords) close();
      }
    }
  }
  close();
  return passages;
}

/** Words in a text, a Han character counting half. */
export function wordCount(text: string): number {
  const han = text.match(/\p{Script=Han}/gu)?.length ?? 0;
  const latin = text.replace(/\p{Script=Han}/gu, ' ').match(/[\p{L}\p{N}]+/gu)?.length ?? 0;
  return latin + han / 2;
}

/** A paragraph longer than the limit, cut at sentence ends (or anywhere, as a last resort). */
function splitLong(text: string, maxWords: number): string[] {
  if (wordCount(text) <= maxWords) return [text];
  const sentences = text.match(/[^.!?。！？]+(?:[.!?。！？]+["'”’)]*\s*|$)/gu) ?? [text];
  const pieces: string[] = [];
  let current = '';
  for (const sentence of sentences) {
    if (current && wordCount(current + sentence) > maxWords) {
      pieces.push(current.trim());
      current = '';
    }
    current += sentence;
  }
  if (current.trim()) pieces.push(current.trim());
  return pieces.flatMap((piece) => (wordCount(piece) > maxWords * 1.5 ? hardSplit(piece, maxWords) : [piece]));
}

/** Cuts text without sentence ends (a long table, a run of CJK without punctuation) by size. */
function hardSplit(text: string, maxWords: number): string[] {
  const tokens = text.match(/\p{Script=Han}|[^\s\p{Script=Han}]+\s*|\s+/gu) ?? [text];
  const pieces: string[] = [];
  let current = '';
  for (const token of tokens) {
    if (current && wordCount(current + token) > maxWords) {
      pieces.push(current.trim());
      current = '';
    }
    current += token;
  }
  if (current.trim()) pieces.push(current.trim());
  return pieces;
}
