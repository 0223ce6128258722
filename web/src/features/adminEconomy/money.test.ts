import { describe, expect, it } from 'vitest';
import { fenOfYuan, yuanOfFen } from './money';

describe('fenOfYuan', () => {
  it('reads yuan with up to two decimals as fen', () => {
    expect(fenOfYuan('12')).toBe(1200);
    expect(fenOfYuan('12.5')).toBe(1250);
    expect(fenOfYuan(' 0.07 ')).toBe(7);
    expect(fenOfYuan('19.99')).toBe(1999);
  });
  it('refuses what is not an amount', () => {
    expect(fenOfYuan('')).toBeNull();
    expect(fenOfYuan('1.234')).toBeNull();
    expect(fenOfYuan('-3')).toBeNull();
    expect(fenOfYuan('abc')).toBeNull();
  });
  it('writes fen back as yuan', () => expect(yuanOfFen(1250)).toBe('12.50'));
});
