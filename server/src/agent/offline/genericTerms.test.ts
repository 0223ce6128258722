import { describe, expect, it } from 'vitest';
import { genericWordIn, isNameGeneric } from './genericTerms.js';
import { stemWord } from '../../literature/search/tokenize.js';

describe('genericWordIn', () => {
  it('finds the words that made the old names say nothing', () => {
    expect(genericWordIn('Answer retrieval, needs and language question')).toBe('needs');
    expect(genericWordIn('External knowledge, source and code')).toBe('source');
    expect(genericWordIn('Proposed method results')).toBe('Proposed');
  });

  it('reads a hyphenated word by its last part', () => {
    expect(genericWordIn('BERT-based classifiers')).toBe('BERT-based');
    expect(genericWordIn('Code-switching')).toBeNull();
  });

  it('lets broad words name a topic beside a topical word, never alone', () => {
    expect(genericWordIn('Sentiment analysis')).toBeNull();
    expect(genericWordIn('Large language models and dialogue systems')).toBeNull();
    expect(genericWordIn('Data analysis')).toBe('Data analysis');
    expect(genericWordIn('Natural language processing')).toBe('Natural language processing');
    expect(genericWordIn('Neural networks and models')).toBe('models');
  });

  it('checks Chinese names too', () => {
    expect(genericWordIn('水稻产量与施肥管理')).toBeNull();
    expect(genericWordIn('研究方法')).toBe('研究');
    expect(genericWordIn('影响因素')).toBe('因素');
    expect(genericWordIn('论经济全球化')).toBe('论');
    // The segmenter cuts 论辩 into characters; as in naming, they are one word again.
    expect(genericWordIn('论辩挖掘（argument mining）')).toBeNull();
    expect(genericWordIn('数据分析')).toBe('数据分析');
  });
});

describe('isNameGeneric', () => {
  it('holds every word the issue names as generic', () => {
    for (const word of 'needs meet code source based using approach method results paper propose show task'.split(
      ' ',
    )) {
      expect(isNameGeneric({ key: stemWord(word), surface: word }), word).toBe(true);
    }
  });

  it('matches the added words as written, so their topical relatives stay', () => {
    expect(genericWordIn('Meeting summarization')).toBeNull();
    expect(genericWordIn('Dialogue state tracking')).toBeNull();
    expect(genericWordIn('Restricted track')).toBe('track');
    expect(genericWordIn('Open-source toolkits')).toBe('Open-source');
  });

  it('tells a word from another with the same stem', () => {
    expect(isNameGeneric({ key: stemWord('new'), surface: 'New' })).toBe(true);
    expect(isNameGeneric({ key: stemWord('news'), surface: 'News' })).toBe(false);
  });
});
