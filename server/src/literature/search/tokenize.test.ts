import { describe, expect, it } from 'vitest';
import { analyze, tokenize } from './tokenize.js';

function withPositions(text: string, mode: 'index' | 'query'): Array<[string, number]> {
  const out: Array<[string, number]> = [];
  analyze(text, mode, (term, position) => out.push([term, position]));
  return out;
}

describe('tokenize (English)', () => {
  it('folds, drops stop words and Porter-stems', () => {
    expect(tokenize('The Transformers are learning generalizations')).toEqual(['transform', 'learn', 'gener']);
  });

  it('folds diacritics and drops possessive s', () => {
    expect(tokenize("Müller's naïve café")).toEqual(['muller', 'naiv', 'cafe']);
  });

  it('indexes hyphenated compounds as parts plus the joined form at the first position', () => {
    expect(withPositions('multi-hop QA', 'query')).toEqual([
      ['multi', 0],
      ['hop', 1],
      ['multihop', 0],
      ['qa', 2],
    ]);
  });

  it('keeps stop-word gaps in positions', () => {
    expect(withPositions('state of the art', 'query')).toEqual([
      ['state', 0],
      ['art', 3],
    ]);
  });

  it('keeps numbers and alphanumeric words', () => {
    expect(tokenize('BERT-base reached 92.5 on SQuAD2')).toEqual([
      'bert',
      'base',
      'bertbas',
      'reach',
      '92',
      '5',
      'squad2',
    ]);
  });
});

describe('tokenize (Chinese)', () => {
  it('emits overlapping bigrams plus dictionary words of three or more characters', () => {
    const terms = tokenize('控制器设计', 'query');
    expect(terms).toEqual(expect.arrayContaining(['控制', '制器', '器设', '设计', '控制器']));
    expect(terms).not.toContain('控');
  });

  it('adds unigrams at index time only, so a one-character query still matches', () => {
    expect(tokenize('控制器', 'index')).toEqual(expect.arrayContaining(['控', '制', '器', '控制', '制器', '控制器']));
    expect(tokenize('器', 'query')).toEqual(['器']);
  });

  it('finds a query word in text the segmenter splits differently', () => {
    const doc = new Set(tokenize('基于平方和优化的方法', 'index'));
    expect(tokenize('优化', 'query').every((t) => doc.has(t))).toBe(true);
  });

  it('splits mixed Latin and CJK runs', () => {
    expect(tokenize('BERT模型')).toEqual(['bert', '模型']);
  });

  it('gives every CJK character one position', () => {
    expect(withPositions('深度学习', 'query')).toEqual([
      ['深度', 0],
      ['度学', 1],
      ['学习', 2],
    ]);
  });
});

describe('tokenize: the ASCII scanner agrees with the Unicode path', () => {
  // A CJK character glued to the word sends it down the regex path; separated, it stays ASCII.
  it.each([
    "model's",
    "rock'n'roll",
    "don't",
    'pre-trained',
    "state-of-the-art's",
    'a--b',
    'x-',
    '12-3',
    'e.g.',
    "models'",
  ])('%s', (word) => {
    expect(tokenize(`${word}模`, 'index')).toEqual(tokenize(`${word} 模`, 'index'));
  });

  it('folds case in ASCII text without copying it, as in folded text', () => {
    expect(tokenize("BERT-Base GPT-3 SciFact MODEL'S", 'index')).toEqual(
      tokenize("bert-base gpt-3 scifact model's", 'index'),
    );
    expect(tokenize('BERT-Base GPT-3 SciFact é', 'index')).toEqual(tokenize('bert-base gpt-3 scifact e', 'index'));
  });

  it('drops a possessive and joins compounds', () => {
    expect(tokenize("the model's pre-trained weights")).toEqual(['model', 'pre', 'train', 'pretrain', 'weight']);
  });
});
