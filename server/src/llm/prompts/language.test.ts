import { describe, expect, it } from 'vitest';
import { detectScript, isTranslation, languageRule } from './language.js';

describe('detectScript', () => {
  it('weighs CJK characters against Latin words', () => {
    expect(detectScript('深度学习（deep learning）模型')).toBe('chinese');
    expect(detectScript('We use the 深度 model here.')).toBe('latin');
    expect(detectScript('これは日本語の文です')).toBe('japanese');
    expect(detectScript('이것은 한국어 문장입니다')).toBe('korean');
    expect(detectScript('123 456')).toBe('latin');
  });
});

describe('languageRule and isTranslation', () => {
  it('translates only when the requested language differs from the input', () => {
    expect(isTranslation('本文', 'en')).toBe(true);
    expect(isTranslation('本文', 'cn')).toBe(false);
    expect(isTranslation('Text', undefined)).toBe(false);
    expect(languageRule('これは日本語', undefined)).toContain('Japanese');
  });
});
