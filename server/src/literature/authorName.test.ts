import { describe, expect, it } from 'vitest';
import { parseAuthorName } from './authorName.js';

describe('parseAuthorName', () => {
  it('splits "Given Family"', () => {
    expect(parseAuthorName('Mohammad Taher Pilehvar')).toEqual({ given: 'Mohammad Taher', family: 'Pilehvar' });
  });

  it('reads "Family, Given"', () => {
    expect(parseAuthorName('Vaswani, Ashish')).toEqual({ given: 'Ashish', family: 'Vaswani' });
  });

  it('keeps name particles with the family name', () => {
    expect(parseAuthorName('Ludwig van Beethoven')).toEqual({ given: 'Ludwig', family: 'van Beethoven' });
  });

  it('keeps names without spaces literal', () => {
    expect(parseAuthorName('张伟')).toEqual({ name: '张伟' });
    expect(parseAuthorName('  Plato ')).toEqual({ name: 'Plato' });
  });
});
