import { describe, expect, it } from 'vitest';
import { countWords } from './wordCount.js';

describe('countWords', () => {
  it('counts nothing in empty or blank text', () => {
    expect(countWords('')).toBe(0);
    expect(countWords(' \n\t ')).toBe(0);
  });

  it('counts English words, keeping apostrophes and hyphens inside a word', () => {
    expect(countWords('The quick brown fox.')).toBe(4);
    expect(countWords("Don't stop: a state-of-the-art model")).toBe(5);
    expect(countWords('rock ’n’ roll')).toBe(3);
    expect(countWords('well--known -dash- trailing-')).toBe(4);
  });

  it('counts every Chinese character and no CJK punctuation', () => {
    expect(countWords('你好，世界。')).toBe(4);
    expect(countWords('「学术写作」、《论文》')).toBe(6);
  });

  it('counts Japanese kana with the prolonged sound mark, and Korean syllables', () => {
    expect(countWords('カード・データ')).toBe(6);
    expect(countWords('ひらがな')).toBe(4);
    expect(countWords('한국어 문장')).toBe(5);
  });

  it('counts mixed Chinese and English text', () => {
    expect(countWords('中文English混合')).toBe(5);
    expect(countWords('我们使用 deep learning 方法。')).toBe(8);
    expect(countWords('2024年发表')).toBe(4);
  });

  it('counts a number as one word, decimals and thousands separators included', () => {
    expect(countWords('3.14 and 1,000,000 and COVID-19')).toBe(5);
    expect(countWords('１２３ apples')).toBe(2);
    expect(countWords('Figure 3.a')).toBe(3);
  });

  it('does not count punctuation, symbols or emoji', () => {
    expect(countWords('... !!! — © ® → ∑')).toBe(0);
    expect(countWords('😀 👍🏽 🎉 great')).toBe(1);
    expect(countWords('Hello, world! 😀')).toBe(2);
  });

  it('keeps combining marks with their letter and counts characters beyond the BMP', () => {
    expect(countWords('nai\u0308ve cafe\u0301')).toBe(2);
    expect(countWords('𠀀𠀁 ab')).toBe(3);
  });
});
