import { describe, expect, it } from 'vitest';
import { assignBibkeys, baseBibkey, BIBKEY_MAX_LENGTH, uniqueBibkey } from './bibkey.js';
import { emptyPaper, type PaperInput } from './paper.js';

function paper(title: string, authors: PaperInput['authors'], year: number | null): PaperInput {
  return { ...emptyPaper(title), authors, year };
}

describe('baseBibkey', () => {
  it('is family name + year + first significant title word', () => {
    expect(baseBibkey(paper('Attention Is All You Need', [{ given: 'Ashish', family: 'Vaswani' }], 2017))).toBe(
      'vaswani2017attention',
    );
  });

  it('skips leading function words and folds diacritics', () => {
    expect(
      baseBibkey(paper('On the Opportunities of Models', [{ given: 'Jörg', family: 'Müller-Lüdenscheidt' }], 2021)),
    ).toBe('mullerludenscheidt2021opportunities');
  });

  it('cuts the title word at punctuation', () => {
    expect(baseBibkey(paper("BERT's Secret: 2 Heads", [{ name: 'Devlin' }], 2019))).toBe('devlin2019bert');
  });

  it('falls back to the Latin family name alone for a Chinese title', () => {
    expect(baseBibkey(paper('基于深度学习的方法', [{ given: 'Wei', family: 'Zhang' }], 2020))).toBe('zhang2020');
  });

  it('uses paper + year + a title checksum when neither name nor title is Latin', () => {
    const key = baseBibkey(paper('基于深度学习的方法', [{ name: '张伟' }], 2020));
    expect(key).toMatch(/^paper2020[0-9a-z]{4}$/);
    expect(baseBibkey(paper('基于深度学习的方法', [], 2020))).toBe(key);
    expect(baseBibkey(paper('另一个标题', [], 2020))).not.toBe(key);
  });

  it('leaves out a missing year', () => {
    expect(baseBibkey(paper('Deep Learning', [{ given: 'Yann', family: 'LeCun' }], null))).toBe('lecundeep');
  });

  it('stays within the key limit for a name and a title word of hundreds of letters (found by the schema fuzz)', () => {
    const key = baseBibkey(paper('x'.repeat(300), [{ family: 'y'.repeat(300) }], -9999));
    expect(key).toBe(`${'y'.repeat(40)}-9999${'x'.repeat(40)}`);
    expect(key.length).toBeLessThanOrEqual(BIBKEY_MAX_LENGTH);
  });
});

describe('uniqueBibkey / assignBibkeys', () => {
  it('keeps a suffixed key within the limit: the suffix replaces the last letters of a full-length key', () => {
    const full = 'k'.repeat(BIBKEY_MAX_LENGTH);
    const taken = new Set([full]);
    expect(uniqueBibkey(full, taken)).toBe(`${'k'.repeat(BIBKEY_MAX_LENGTH - 1)}a`);
    expect(uniqueBibkey(full, taken)).toBe(`${'k'.repeat(BIBKEY_MAX_LENGTH - 1)}b`);
  });

  it('keeps the first key and suffixes later ones a, b, …', () => {
    const taken = new Set<string>();
    expect(['k', 'k', 'k'].map((k) => uniqueBibkey(k, taken))).toEqual(['k', 'ka', 'kb']);
  });

  it('continues past z with two letters', () => {
    const taken = new Set(['k', ...'abcdefghijklmnopqrstuvwxyz'.split('').map((c) => `k${c}`)]);
    expect(uniqueBibkey('k', taken)).toBe('kaa');
  });

  it('respects keys already in a library', () => {
    const papers = [paper('Attention Is All You Need', [{ family: 'Vaswani' }], 2017)];
    expect(assignBibkeys(papers, new Set(['vaswani2017attention']))[0]!.bibkey).toBe('vaswani2017attentiona');
  });
});
