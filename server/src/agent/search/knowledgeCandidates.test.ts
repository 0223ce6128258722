import { describe, expect, it } from 'vitest';
import type { ScoredPaper } from '../../literature/catalog.js';
import { emptyPaper, type PaperInput } from '../../literature/paper.js';
import { joinKnowledge, type KnowledgeSource } from './knowledgeCandidates.js';

const searched = (bibkey: string, score: number, extra: Partial<PaperInput> = {}): ScoredPaper => ({
  paper: { ...emptyPaper(`Paper ${bibkey}`), bibkey, sources: [{ source: 'openalex', id: bibkey }], ...extra },
  score,
});

const file = (id: string, paper: Partial<PaperInput>, page: number | null): KnowledgeSource => ({
  fileId: id,
  fileName: `${id}.pdf`,
  paper: { ...emptyPaper(`File ${id}`), sources: [{ source: 'upload', id }], ...paper },
  passage: page ? { fileId: id, fileName: `${id}.pdf`, pageFrom: page, pageTo: page, snippet: '«x»' } : null,
  passageText: page ? `text of page ${page}` : null,
});

describe('joinKnowledge', () => {
  it('ranks a matching file with the best searched paper and one matching nothing last, all within max', () => {
    const joined = joinKnowledge(
      [searched('a', 3), searched('b', 2), searched('c', 1)],
      [file('f1', {}, 4), file('f2', {}, null)],
      4,
    );
    expect(joined.candidates.map((c) => [c.paper.title, c.score])).toEqual([
      ['File f1', 3],
      ['Paper a', 3],
      ['Paper b', 2],
      ['File f2', 0],
    ]);
    // The filter reads the passage; the results show the file's own record.
    expect(joined.candidates[0]!.paper.abstract).toBe('[p. 4] text of page 4');
    expect(joined.byBibkey.get(joined.candidates[0]!.paper.bibkey)?.paper.abstract).toBeNull();
    expect(joined.files).toEqual([
      { fileId: 'f1', fileName: 'f1.pdf', hasPassage: true },
      { fileId: 'f2', fileName: 'f2.pdf', hasPassage: false },
    ]);
    expect(joined.added).toBe(2);
  });

  it('merges a file holding a searched paper into it: one candidate, its key, both sources', () => {
    const joined = joinKnowledge(
      [searched('a', 3), searched('b', 2, { doi: '10.1234/abc.5' })],
      [file('f1', { doi: 'https://doi.org/10.1234/ABC.5' }, 2)],
      10,
    );
    expect(joined.candidates.map((c) => c.paper.bibkey)).toEqual(['b', 'a']);
    expect(joined.byBibkey.get('b')?.paper.sources).toEqual([
      { source: 'openalex', id: 'b' },
      { source: 'upload', id: 'f1' },
    ]);
    expect(joined.added).toBe(0);
  });

  it('leaves the searched candidates as they were without files', () => {
    const list = [searched('a', 3), searched('b', 2)];
    expect(joinKnowledge(list, [], 1)).toMatchObject({ candidates: [list[0]], files: [], added: 0 });
  });
});
