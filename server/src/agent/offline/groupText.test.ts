import { describe, expect, it } from 'vitest';
import { groupReason, phraseIn, sectionName } from './groupText.js';
import type { SectionPhrase } from './sectionPhrases.js';

const phrase = (label: string, papers: number[]): SectionPhrase => ({ key: label, label, papers });
const mt = phrase('machine translation', [0, 1, 2, 3, 4]);
const bleu = phrase('BLEU scores', [1, 2, 3]);
const dictionary: Record<string, string> = { 'machine translation': '机器翻译' };
const translate = (text: string, to: 'en' | 'zh') => (to === 'zh' ? (dictionary[text] ?? null) : null);

describe('sectionName', () => {
  it('joins one or two phrases in sentence case', () => {
    expect(sectionName([mt], 'en', 'Group 1')).toBe('Machine translation');
    expect(sectionName([mt, bleu], 'en', 'Group 1')).toBe('Machine translation and BLEU scores');
    expect(sectionName([], 'en', 'Group 1')).toBe('Group 1');
    expect(sectionName([phrase('水稻产量', [0]), phrase('施肥管理', [0])], 'cn', '第1组')).toBe('水稻产量与施肥管理');
  });

  it('carries English phrases into Chinese with the original beside, and keeps untranslated ones', () => {
    expect(sectionName([mt, bleu], 'cn', '第1组', translate)).toBe('机器翻译（machine translation） 与 BLEU scores');
    expect(phraseIn('machine translation', 'en', translate)).toBe('machine translation');
  });
});

describe('groupReason', () => {
  it('says in one sentence how many papers use each phrase', () => {
    expect(groupReason([mt, bleu], 5, 'en')).toBe(
      'All 5 papers study “machine translation”; 3 of them also address “BLEU scores”.',
    );
    expect(groupReason([phrase('machine translation', [0, 1, 2, 3]), phrase('BLEU scores', [4, 5])], 6, 'en')).toBe(
      '4 of these 6 papers study “machine translation”; 2 others address “BLEU scores”.',
    );
    expect(groupReason([phrase('machine translation', [0, 1]), phrase('BLEU scores', [0, 1])], 2, 'en')).toBe(
      'Both papers study “machine translation”; both of them also address “BLEU scores”.',
    );
    expect(groupReason([phrase('machine translation', [2])], 3, 'en')).toBe(
      'These 3 papers share no distinctive phrase; one of them studies “machine translation”.',
    );
  });

  it('writes Chinese sentences for the Chinese UI, translating what it can', () => {
    expect(groupReason([mt, bleu], 5, 'cn', translate)).toBe(
      '这5篇文献都研究“机器翻译（machine translation）”，其中3篇还涉及“BLEU scores”。',
    );
    expect(groupReason([phrase('水稻产量', [0, 1]), phrase('施肥管理', [0, 1])], 2, 'cn')).toBe(
      '这2篇文献都研究“水稻产量”，也都涉及“施肥管理”。',
    );
    expect(groupReason([], 4, 'cn')).toBe('这4篇文献在用词上彼此最相近，但没有共同的特征短语。');
  });

  it('never claims a judgement', () => {
    for (const reason of [groupReason([mt, bleu], 5, 'en'), groupReason([mt], 1, 'en'), groupReason([], 3, 'en')]) {
      expect(reason).toMatch(/^[A-Z].*\.$/);
      expect(reason).not.toMatch(/\b(AI|model|judged)\b/i);
    }
  });
});
