import { describe, expect, it } from 'vitest';
import { genericWordIn } from './genericTerms.js';
import { paperPhrases } from './paperPhrases.js';
import { paperWords } from './paperWords.js';

const phrases = (title: string, abstract: string | null = null, keywords: string[] = []) =>
  [...paperPhrases(paperWords({ title, abstract, keywords })).forms.values()].map((forms) => forms[0]!);

describe('paperPhrases', () => {
  it('takes runs of 2–4 content words, broken by stop words and punctuation', () => {
    expect(phrases('Neural machine translation of clinical notes')).toEqual([
      'Neural machine',
      'Neural machine translation',
      'machine translation',
      'clinical notes',
    ]);
  });

  it('never keeps a generic word, a modifier at the end or broad words alone', () => {
    const found = phrases(
      'A novel approach using BERT-based models for unsupervised morphological segmentation',
      'We propose a data analysis method; results show strong sentiment analysis.',
    );
    expect(found).toContain('unsupervised morphological segmentation');
    expect(found).toContain('sentiment analysis');
    expect(found).not.toContain('unsupervised morphological');
    expect(found).not.toContain('data analysis');
    for (const phrase of found) expect(genericWordIn(phrase), phrase).toBeNull();
  });

  it('marks the phrases of the title and the keywords', () => {
    const { headline, forms } = paperPhrases(
      paperWords({
        title: 'Suicide risk assessment',
        abstract: 'Posts on social media were read.',
        keywords: ['mental health'],
      }),
    );
    expect([...headline].sort()).toEqual(['mental health', 'risk assess', 'suicid risk', 'suicid risk assess']);
    expect(forms.has('social media')).toBe(true);
  });

  it('joins Chinese words without spaces and keeps cut words whole', () => {
    // The segmenter cuts 化疗 into 化|疗; 后 follows the phrase without belonging to it.
    expect(phrases('肺癌化疗后的生存率')).toEqual(['肺癌化疗']);
    expect(phrases('水稻产量与施肥管理')).toEqual(['水稻产量', '施肥管理']);
  });
});
