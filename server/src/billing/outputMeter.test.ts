import { describe, expect, it } from 'vitest';
import { countWords } from '@inkstone/shared/wordCount';
import { OutputMeter } from './outputMeter.js';

describe('OutputMeter', () => {
  it('accepts everything under the limit and counts the joined text exactly', () => {
    const meter = new OutputMeter(100);
    for (const piece of ['state-of', '-the-art ', 'results: 3.', '5% better ', '深度', '学习']) {
      expect(meter.accept(piece)).toBe(piece);
    }
    expect(meter.text).toBe('state-of-the-art results: 3.5% better 深度学习');
    // Split words are counted once: the charge is the count of the whole text.
    expect(meter.words()).toBe(countWords(meter.text));
    expect(meter.words()).toBe(8);
    expect(meter.isFull).toBe(false);
  });

  it('cuts at the limit, before the first word beyond it, and accepts nothing after', () => {
    const meter = new OutputMeter(3);
    expect(meter.accept('one two ')).toBe('one two ');
    expect(meter.accept('three four five')).toBe('three ');
    expect(meter.isFull).toBe(true);
    expect(meter.accept('six')).toBe('');
    expect(meter.words()).toBe(3);
  });

  it('cuts CJK text by characters and never splits a surrogate pair', () => {
    const meter = new OutputMeter(2);
    expect(meter.accept('研究方法')).toBe('研究');
    const emoji = new OutputMeter(1);
    expect(emoji.accept('字😀字')).toBe('字😀');
  });

  it('uses the exact count near the limit, so words merged across pieces are not over-counted', () => {
    const meter = new OutputMeter(2);
    expect(meter.accept('hel')).toBe('hel');
    expect(meter.accept('lo ')).toBe('lo ');
    // Sum of piece counts is 2 already; the real count is 1, so "world" still fits.
    expect(meter.accept('world')).toBe('world');
    expect(meter.words()).toBe(2);
  });
});
