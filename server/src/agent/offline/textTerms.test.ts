import { describe, expect, it } from 'vitest';
import { textTerms } from './textTerms.js';

describe('textTerms', () => {
  it('stems English words, keeps their written form and pairs adjacent words', () => {
    const terms = textTerms('Neural machine translation of the BLEU metric');
    expect(terms.filter((t) => !t.isPhrase).map((t) => [t.key, t.surface])).toEqual([
      ['neural', 'Neural'],
      ['machin', 'machine'],
      ['translat', 'translation'],
      ['bleu', 'BLEU'],
      ['metric', 'metric'],
    ]);
    // "of the" is a break: no phrase spans a stop word.
    expect(terms.filter((t) => t.isPhrase).map((t) => t.surface)).toEqual([
      'Neural machine',
      'machine translation',
      'BLEU metric',
    ]);
  });

  it('splits Chinese into words, drops particles and joins neighbours without a space', () => {
    const terms = textTerms('深度学习在医学影像中的应用');
    expect(terms.filter((t) => !t.isPhrase).map((t) => t.key)).toEqual(['深度', '学习', '医学', '影像', '应用']);
    expect(terms.filter((t) => t.isPhrase).map((t) => t.surface)).toEqual(['深度学习', '医学影像']);
  });

  it('keeps a one-character Chinese word only inside phrases', () => {
    const terms = textTerms('飞行器');
    expect(terms.map((t) => t.surface)).toEqual(['飞行', '飞行器']);
  });

  it('treats a Latin word beside Chinese as its own word', () => {
    expect(textTerms('CT影像').map((t) => t.surface)).toEqual(['CT', 'CT 影像', '影像']);
  });
});
