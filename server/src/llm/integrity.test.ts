import { describe, expect, it } from 'vitest';
import { checkIntegrity } from './integrity.js';

describe('checkIntegrity', () => {
  it('passes a rewrite that keeps every protected item, however the prose changed', () => {
    const input =
      'Prior work [1], [2-4] and (Smith et al., 2020; Lee, 2019) reports 3.5% and 1,200 samples \\cite{kim2021,park} ' +
      'where $E = mc^2$ and \\(x_1\\) hold, as "robust to noise" suggests [@doe2018].';
    const output =
      'As "robust to noise" suggests [@doe2018], earlier studies [1], [2–4] (Smith et al., 2020; Lee, 2019) found ' +
      '3.5% with 1,200 samples \\cite{kim2021,park}, given $E = mc^2$ and \\(x_1\\).';
    expect(checkIntegrity(input, output)).toEqual({ isIntact: true, missing: [], added: [] });
  });

  it('reports each kind that went missing', () => {
    const input = 'See [3] and (Wang, 2018): 42 units, $a+b$, \\cite{key1}, “exact words”.';
    const report = checkIntegrity(input, 'See the sources: many units.');
    expect(report.isIntact).toBe(false);
    expect(report.missing).toEqual(
      expect.arrayContaining([
        { kind: 'citation', value: '[3]' },
        { kind: 'citation', value: '(Wang, 2018)' },
        { kind: 'number', value: '42' },
        { kind: 'formula', value: '$a+b$' },
        { kind: 'referenceKey', value: 'key1' },
        { kind: 'quote', value: 'exact words' },
      ]),
    );
    expect(report.missing).toHaveLength(6);
  });

  it('reports a changed number as one missing and one added', () => {
    expect(checkIntegrity('Accuracy rose to 91.2%.', 'Accuracy rose to 92.1%.')).toEqual({
      isIntact: false,
      missing: [{ kind: 'number', value: '91.2%' }],
      added: [{ kind: 'number', value: '92.1%' }],
    });
  });

  it('flags invented citations and reference keys', () => {
    const report = checkIntegrity('Models improve.', 'Models improve [7] \\cite{madeup2024}.');
    expect(report.added).toEqual([
      { kind: 'referenceKey', value: 'madeup2024' },
      { kind: 'citation', value: '[7]' },
    ]);
  });

  it('reads Chinese text: full-width brackets and digits, 【n】 markers, numbers after Han characters', () => {
    const input = '研究表明（张三，２０２０）该方法提升了３．５%【2】，共100个样本。';
    const output = '已有研究(张三, 2020)显示，这一方法带来3.5%的提升[2]，样本共100个。';
    expect(checkIntegrity(input, output)).toEqual({ isIntact: true, missing: [], added: [] });
  });

  it('does not take the digits inside citations, formulas, words or DOIs for numbers', () => {
    const input = 'H2O and GPT-4 (Smith, 2020) with $x^2$.';
    const report = checkIntegrity(input, 'H2O and GPT-4 (Smith, 2020) with $x^2$.');
    expect(report.isIntact).toBe(true);
    expect(checkIntegrity('Use $x^2$.', 'Use $x^3$.').missing).toEqual([{ kind: 'formula', value: '$x^2$' }]);
  });

  it('ignores quoted spans when the tool translated the text', () => {
    const report = checkIntegrity('他说“非常重要”[1]。', 'He said it was “very important” [1].', {
      isTranslation: true,
    });
    expect(report).toEqual({ isIntact: true, missing: [], added: [] });
  });

  it('compares presence, not counts: merging two sentences that cite [1] is fine', () => {
    expect(checkIntegrity('A holds [1]. B holds [1].', 'A and B hold [1].').isIntact).toBe(true);
  });
});
