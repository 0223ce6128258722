import { describe, expect, it } from 'vitest';
import { lowercaseWords, mostCommonForm, sentenceCase } from './writtenForm.js';

describe('mostCommonForm', () => {
  it('prefers the form written mid-sentence over a title’s or a sentence start’s', () => {
    expect(mostCommonForm(['Suicide Risk', 'suicide risk'])).toBe('suicide risk');
    expect(mostCommonForm(['Named entity recognition', 'named entity recognition'])).toBe('named entity recognition');
    expect(mostCommonForm(['BLEU scores', 'BLEU scores', 'Bleu Scores'])).toBe('BLEU scores');
  });
});

describe('sentenceCase', () => {
  it('lowers the capitals of words the papers write in lower case, and only those', () => {
    const lowercase = lowercaseWords(['informative tweets', 'the English tweets', 'covid cases']);
    expect(sentenceCase('Informative COVID-19 English Tweets', lowercase)).toBe('informative COVID-19 English tweets');
    expect(sentenceCase('Arabic Dialects', lowercase)).toBe('Arabic Dialects');
  });
});
