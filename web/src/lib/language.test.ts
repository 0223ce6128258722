import { describe, expect, it } from 'vitest';
import { sentenceGap } from './language';

describe('sentenceGap', () => {
  it('puts a space between English sentences and none after a Chinese full stop', () => {
    expect(sentenceGap('en')).toBe(' ');
    expect(sentenceGap('zh-CN')).toBe('');
  });
});
