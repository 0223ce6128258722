import type { ExtractedDocument, TextBlock } from '../types.js';

const ABSTRACT_HEADING = /^(?:abstract|summary|摘\s*要)[.:：]?$/i;
const MAX_LENGTH = 4000;

/**
 * The abstract: the paragraphs under an "Abstract"/"摘要" heading (or a paragraph that starts
 * with the word) in the first pages, else the first long paragraph of the first page.
 */
export function findAbstract(doc: ExtractedDocument): string | null {
  const blocks: TextBlock[] = doc.pages.slice(0, 6).flatMap((p) => p.blocks);
  // A running head may repeat the word above the heading itself, so headings are tried first.
  const named = (b: TextBlock): boolean => ABSTRACT_HEADING.test(b.text.trim());
  const headingAt = blocks.findIndex((b) => b.kind === 'heading' && named(b));
  const start = headingAt >= 0 ? headingAt : blocks.findIndex(named);
  if (start >= 0) {
    const parts: string[] = [];
    for (const block of blocks.slice(start + 1)) {
      if (block.kind === 'heading' || parts.join(' ').length > MAX_LENGTH) break;
      parts.push(block.text);
    }
    if (parts.length) return parts.join('\n\n').slice(0, MAX_LENGTH);
  }
  const inline = blocks.find((b) => /^abstract\s*[.:—–-]\s*\S/i.test(b.text));
  if (inline) return inline.text.replace(/^abstract\s*[.:—–-]\s*/i, '').slice(0, MAX_LENGTH);
  // Only a laid-out first page (a PDF) opens with its abstract unannounced, as Nature's do.
  if (!doc.firstPageLines.length) return null;
  const long = (doc.pages[0]?.blocks ?? []).find((b) => b.kind === 'paragraph' && b.text.split(/\s+/).length >= 60);
  return long ? long.text.slice(0, MAX_LENGTH) : null;
}
