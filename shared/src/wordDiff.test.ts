import { describe, expect, it } from 'vitest';
import { applyHunks, tokenize, wordDiff, type DiffHunk } from './wordDiff.js';

const changes = (hunks: DiffHunk[]) => hunks.filter((h) => h.type === 'change');
const all = () => true;
const none = () => false;

describe('tokenize', () => {
  it('splits Latin words, spaces and punctuation, and every CJK character on its own', () => {
    expect(tokenize("It's state-of-the-art, 3.5%.")).toEqual([
      "It's",
      ' ',
      'state-of-the-art',
      ',',
      ' ',
      '3',
      '.',
      '5',
      '%',
      '.',
    ]);
    expect(tokenize('深度学习模型')).toEqual(['深', '度', '学', '习', '模', '型']);
    expect(tokenize('使用BERT模型。')).toEqual(['使', '用', 'BERT', '模', '型', '。']);
  });

  it('joins back to the text, including characters beyond the BMP', () => {
    const text = 'Emoji 😀 and 𠀀 (a CJK extension B character)\n\nnext';
    expect(tokenize(text).join('')).toBe(text);
    expect(tokenize('𠀀𠀁')).toEqual(['𠀀', '𠀁']);
  });
});

describe('wordDiff', () => {
  it('finds word changes in English and rebuilds either text', () => {
    const original = 'The results was very significant and it show a trend.';
    const revised = 'The results were highly significant and it shows a clear trend.';
    const hunks = wordDiff(original, revised);
    expect(changes(hunks)).toEqual([
      { type: 'change', removed: 'was very', added: 'were highly' },
      { type: 'change', removed: 'show', added: 'shows' },
      { type: 'change', removed: '', added: ' clear' },
    ]);
    expect(applyHunks(hunks, all)).toBe(revised);
    expect(applyHunks(hunks, none)).toBe(original);
  });

  it('diffs Chinese character by character', () => {
    const hunks = wordDiff('我们提出了一种新方法。', '我们提出了一种新颖的方法。');
    expect(hunks).toEqual([
      { type: 'equal', text: '我们提出了一种新' },
      { type: 'change', removed: '', added: '颖的' },
      { type: 'equal', text: '方法。' },
    ]);
  });

  it('handles mixed Chinese and English', () => {
    const original = '本文使用BERT模型进行分类。';
    const revised = '本文采用RoBERTa模型进行分类。';
    const hunks = wordDiff(original, revised);
    expect(changes(hunks)).toEqual([
      { type: 'change', removed: '使', added: '采' },
      { type: 'change', removed: 'BERT', added: 'RoBERTa' },
    ]);
    expect(applyHunks(hunks, all)).toBe(revised);
  });

  it('applies only the accepted changes', () => {
    const hunks = wordDiff('one two three', 'uno two tres');
    const indexes = hunks.flatMap((h, i) => (h.type === 'change' ? [i] : []));
    expect(indexes).toHaveLength(2);
    expect(applyHunks(hunks, (i) => i === indexes[1])).toBe('one two tres');
  });

  it('returns nothing for two empty texts and one change when one side is empty', () => {
    expect(wordDiff('', '')).toEqual([]);
    expect(wordDiff('', 'new text')).toEqual([{ type: 'change', removed: '', added: 'new text' }]);
    expect(wordDiff('old text', '')).toEqual([{ type: 'change', removed: 'old text', added: '' }]);
  });

  it('returns one equal hunk for identical texts', () => {
    expect(wordDiff('Same text, 同样的文本。', 'Same text, 同样的文本。')).toEqual([
      { type: 'equal', text: 'Same text, 同样的文本。' },
    ]);
  });

  it('falls back to one change for texts that share nothing and are long', () => {
    const a = Array.from({ length: 3000 }, (_, i) => `a${i}`).join(' ');
    const b = Array.from({ length: 3000 }, (_, i) => `b${i}`).join(' ');
    const hunks = wordDiff(a, b);
    expect(applyHunks(hunks, all)).toBe(b);
    expect(applyHunks(hunks, none)).toBe(a);
  });
});
