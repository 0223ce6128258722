import { describe, expect, it } from 'vitest';
import { toPassages, wordCount } from './toPassages.js';
import type { ExtractedDocument, TextBlock } from './types.js';

function doc(pages: TextBlock[][]): ExtractedDocument {
  return {
    pages: pages.map((blocks, i) => ({ number: i + 1, blocks, text: blocks.map((b) => b.text).join('\n\n') })),
    hasTextLayer: true,
    ocrUsed: false,
    language: 'en',
    info: {},
    firstPageLines: [],
    furniture: [],
  };
}
const words = (n: number, word = 'word'): string => `${Array.from({ length: n }, () => word).join(' ')}.`;
const para = (text: string): TextBlock => ({ kind: 'paragraph', text });
const heading = (text: string): TextBlock => ({ kind: 'heading', text });

describe('toPassages', () => {
  it('gathers paragraphs to 200–400 words, with the pages they span and their section', () => {
    const passages = toPassages(
      doc([
        [heading('Methods'), para(words(150))],
        [para(words(150)), para(words(150))],
      ]),
    );
    expect(passages.map((p) => [wordCount(p.text), p.pageFrom, p.pageTo, p.section])).toEqual([
      [301, 1, 2, 'Methods'],
      [150, 2, 2, 'Methods'],
    ]);
  });

  it('starts a new passage at a heading and keeps the heading in its text', () => {
    const passages = toPassages(doc([[para(words(120)), heading('Results'), para(words(50))]]));
    expect(passages).toHaveLength(2);
    expect(passages[1]?.text.startsWith('Results')).toBe(true);
    expect(passages[1]?.section).toBe('Results');
  });

  it('cuts a paragraph longer than the limit at sentence ends', () => {
    const long = Array.from({ length: 30 }, () => words(29)).join(' ');
    const passages = toPassages(doc([[para(long)]]));
    expect(passages.length).toBeGreaterThan(1);
    for (const p of passages) expect(wordCount(p.text)).toBeLessThanOrEqual(400);
  });

  it('counts a Han character as half a word', () => {
    expect(wordCount('论文摘要 abstract')).toBe(3);
    const passages = toPassages(doc([[para('研究'.repeat(300) + '。'), para('结果'.repeat(300) + '。')]]));
    expect(passages.map((p) => p.text.length)).toEqual([601, 601]);
  });
});
