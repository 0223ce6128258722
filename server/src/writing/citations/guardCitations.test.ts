import { describe, expect, it } from 'vitest';
import { guardCitations } from './guardCitations.js';
import { PaperIndex, type CitablePaper } from './paperIndex.js';

const paper = (bibkey: string, family: string, year: number): CitablePaper => ({
  bibkey,
  title: `Paper ${bibkey}`,
  authors: [{ given: 'A.', family }],
  year,
});
const set = [paper('smith2020', 'Smith', 2020), paper('lee2019', 'Lee', 2019), paper('lee2019b', 'Lee', 2019)];

describe('guardCitations', () => {
  it('keeps citations of papers in the set, written as keys', () => {
    const out = guardCitations(
      'Attention helps [@smith2020]. Others disagree (Lee et al., 2019).',
      new PaperIndex(set),
    );
    expect(out.text).toBe('Attention helps [@smith2020]. Others disagree [@lee2019].');
    expect(out.removed).toBe(0);
    expect(out.invented).toEqual([]);
    expect(out.cited).toEqual([
      { sentence: 'Attention helps [@smith2020].', bibkeys: ['smith2020'] },
      { sentence: 'Others disagree [@lee2019].', bibkeys: ['lee2019'] },
    ]);
  });

  it('removes keys outside the set and flags their sentence', () => {
    const out = guardCitations(
      'Real [@smith2020; @madeup2021]. Fake claim [@ghost1999].\nNext line.',
      new PaperIndex(set),
    );
    expect(out.text).toBe('Real [@smith2020]. Fake claim.\nNext line.');
    expect(out.removed).toBe(2);
    expect(out.invented).toEqual([
      { sentence: 'Real [@smith2020].', removed: ['@madeup2021'] },
      { sentence: 'Fake claim.', removed: ['@ghost1999'] },
    ]);
    expect(out.cited.map((c) => c.bibkeys)).toEqual([['smith2020']]);
  });

  it('resolves numbers through the numbering and removes numbers beyond it', () => {
    const out = guardCitations('As shown [1-2]. Also [3].', new PaperIndex(set, ['lee2019', 'smith2020']));
    expect(out.text).toBe('As shown [@lee2019; @smith2020]. Also.');
    expect(out.removed).toBe(1);
  });

  it('uses the year letter to pick among one author’s papers of a year, and rejects unknown authors', () => {
    const out = guardCitations('One (Lee, 2019b). Two (Nobody, 2019).', new PaperIndex(set));
    expect(out.text).toBe('One [@lee2019b]. Two.');
    expect(out.invented).toEqual([{ sentence: 'Two.', removed: ['Nobody 2019'] }]);
  });

  it('leaves headings without citations and fenced code untouched', () => {
    const text = '## Methods\n\n```\nx = [@nokey]\n```\nDone [@smith2020].';
    const out = guardCitations(text, new PaperIndex(set));
    expect(out.text).toBe(text);
    expect(out.removed).toBe(0);
  });

  it('keeps the page of a cited work and drops an unknown work with its page', () => {
    const out = guardCitations('Shown [@smith2020, p. 4; @ghost1999, p. 2; @lee2019].', new PaperIndex(set));
    expect(out.text).toBe('Shown [@smith2020, p. 4; @lee2019].');
    expect(out.cited).toEqual([{ sentence: out.text, bibkeys: ['smith2020', 'lee2019'] }]);
    expect(out.removed).toBe(1);
  });

  it('keeps a cited page inside its sentence, so the citation is checked and counted, in English and Chinese', () => {
    const out = guardCitations(
      'Shown [@smith2020, p. 14]. Made up [@ghost1999, p. 3].\n中文 [@lee2019, p. 2]。下一句。',
      new PaperIndex(set),
    );
    expect(out.text).toBe('Shown [@smith2020, p. 14]. Made up.\n中文 [@lee2019, p. 2]。下一句。');
    expect(out.cited.map((c) => c.bibkeys)).toEqual([['smith2020'], ['lee2019']]);
    expect(out.invented).toEqual([{ sentence: 'Made up.', removed: ['@ghost1999'] }]);
  });
});
