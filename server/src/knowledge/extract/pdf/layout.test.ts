import { describe, expect, it } from 'vitest';
import { dropFurniture } from './furniture.js';
import { dropLineNumbers } from './lineNumbers.js';
import { buildLines, type PdfLine } from './lines.js';
import type { PdfItem } from './readPdf.js';

const item = (text: string, x: number, y: number, width = text.length * 5, size = 10): PdfItem => ({
  text,
  x,
  y,
  width,
  size,
});

describe('dropLineNumbers', () => {
  it('drops a counting run of margin numbers and keeps numbers in the text', () => {
    const margin = [39, 40, 41, 42, 43, 44].map((n, i) => item(String(n), 40, 700 - i * 14, 10));
    const body = [item('Table value', 100, 700), item('42', 300, 686, 10)];
    const kept = dropLineNumbers([...margin, ...body], 612);
    expect(kept.map((i) => i.text)).toEqual(['Table value', '42']);
  });

  it('keeps margin numbers that do not count upwards', () => {
    const items = [5, 3, 9, 1, 7, 2].map((n, i) => item(String(n), 40, 700 - i * 14, 10));
    expect(dropLineNumbers(items, 612)).toHaveLength(6);
  });
});

describe('buildLines', () => {
  it('reads two columns left then right, with a full-width title first', () => {
    const items = [item('A Title Across Both Columns Of The Page', 100, 760, 400, 14)];
    for (let i = 0; i < 12; i++) {
      items.push(item(`left line ${i} of the first column`, 72, 700 - i * 12, 200));
      items.push(item(`right line ${i} of the second column`, 310, 700 - i * 12, 210));
    }
    const lines = buildLines(items, 595);
    expect(lines[0]?.text).toBe('A Title Across Both Columns Of The Page');
    expect(lines[1]?.text).toBe('left line 0 of the first column');
    expect(lines[12]?.text).toBe('left line 11 of the first column');
    expect(lines[13]?.text).toBe('right line 0 of the second column');
  });

  it('puts a space between items set apart and none between touching ones', () => {
    const lines = buildLines(
      [item('S', 100, 700, 7, 10), item('PECTER', 107, 700, 30, 8), item('model', 142, 700, 25)],
      595,
    );
    expect(lines[0]?.text).toBe('SPECTER model');
  });
});

describe('dropFurniture', () => {
  const line = (text: string, y: number): PdfLine => ({ text, x: 72, right: 300, y, size: 9, column: 0 });
  it('drops a header repeated at the same height and bare page numbers, keeping the header text', () => {
    const pages = [1, 2, 3].map((n) => ({
      height: 800,
      lines: [
        line(`Journal of Tests ${2020 + n} doi:10.1/x`, 780),
        line(`Body text of page ${n}`, 400),
        line(String(n), 30),
      ],
    }));
    const cleaned = dropFurniture(pages);
    expect(cleaned.map((p) => p.lines.map((l) => l.text))).toEqual([
      ['Body text of page 1'],
      ['Body text of page 2'],
      ['Body text of page 3'],
    ]);
    expect(cleaned[0]?.furniture).toEqual(['Journal of Tests 2021 doi:10.1/x']);
  });

  it('keeps a line that appears at the top of only one page', () => {
    const pages = [1, 2, 3].map((n) => ({ height: 800, lines: [line(n === 1 ? 'Chapter One' : `Body ${n}`, 780)] }));
    expect(dropFurniture(pages)[0]?.lines.map((l) => l.text)).toEqual(['Chapter One']);
  });
});
