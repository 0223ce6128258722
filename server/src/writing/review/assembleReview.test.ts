import { describe, expect, it } from 'vitest';
import type { PaperDto } from '@inkstone/shared/api/papers';
import type { FormatEntries } from '../citations/referenceList.js';
import { assembleReview } from './assembleReview.js';

const paper = (bibkey: string, family: string, year: number) =>
  ({ bibkey, title: `T ${bibkey}`, authors: [{ family }], year }) as PaperDto;
const papers = [paper('b', 'Brown', 2019), paper('a', 'Adams', 2020), paper('unused', 'Zed', 2001)];
const format: FormatEntries = (list) => new Map(list.map((p) => [p.bibkey, `REF ${p.bibkey}`]));
const sections = [
  { id: '1', title: 'One', status: 'done' as const, text: '## One\n\nX [@b]. Y [@a; @b].', errorMsg: null },
  { id: '2', title: 'Two', status: 'failed' as const, text: '', errorMsg: 'model failed' },
];

describe('assembleReview', () => {
  it('numbers citations by first appearance and lists only cited papers', () => {
    const out = assembleReview(sections, papers, { style: 'ieee', language: 'en', format });
    expect(out.markdown).toBe('## One\n\nX [1]. Y [1, 2].\n\n## References\n\nREF b\n\nREF a\n');
    expect(out.references.map((r) => [r.bibkey, r.number])).toEqual([
      ['b', 1],
      ['a', 2],
    ]);
  });

  it('author-date styles cite by name and year and sort the list; Chinese heading for cn', () => {
    const out = assembleReview(sections, papers, { style: 'apa', language: 'cn', format });
    expect(out.markdown).toBe(
      '## One\n\nX (Brown, 2019). Y (Adams, 2020; Brown, 2019).\n\n## 参考文献\n\nREF a\n\nREF b\n',
    );
  });

  it('leaves the list out when no formatter is given (the text so far)', () => {
    const out = assembleReview(sections, papers, { style: 'ieee', language: 'en' });
    expect(out).toEqual({ markdown: '## One\n\nX [1]. Y [1, 2].\n', references: [] });
  });

  it('is empty before any section is done', () => {
    expect(assembleReview([sections[1]!], papers, { style: 'apa', language: 'en', format })).toEqual({
      markdown: '',
      references: [],
    });
  });
});
