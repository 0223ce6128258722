import { describe, expect, it } from 'vitest';
import { SortedTerms } from './sortedTerms.js';

describe('SortedTerms', () => {
  it('finds prefixes among pending and merged ids', () => {
    const terms = ['transform', 'apple', 'trans', 'translat', 'zebra'];
    const sorted = new SortedTerms(terms);
    terms.forEach((_, id) => sorted.add(id));
    expect(sorted.withPrefix('trans').sort()).toEqual([0, 2, 3]);
    sorted.flush();
    expect([...sorted.all()].map((id) => terms[id])).toEqual(['apple', 'trans', 'transform', 'translat', 'zebra']);
    terms.push('transit');
    sorted.add(5);
    expect(sorted.withPrefix('transi')).toEqual([5]);
    expect(sorted.withPrefix('q')).toEqual([]);
  });

  it('merges pending terms before a lookup that would scan many', () => {
    const terms = Array.from({ length: 10_000 }, (_, i) => `t${String(i).padStart(5, '0')}`);
    const sorted = new SortedTerms(terms);
    terms.forEach((_, id) => sorted.add(id));
    expect(sorted.withPrefix('t0999')).toHaveLength(10);
    expect(sorted.all()).toHaveLength(10_000);
  });

  it('finds exact terms among merged and pending ids, and nothing for a prefix alone', () => {
    const terms = ['transform', 'apple', 'trans', 'zebra'];
    const sorted = new SortedTerms(terms);
    terms.forEach((_, id) => sorted.add(id));
    sorted.flush();
    terms.push('mango');
    sorted.add(4);
    expect(sorted.find('trans')).toBe(2);
    expect(sorted.find('zebra')).toBe(3);
    expect(sorted.find('mango')).toBe(4);
    expect(sorted.find('tran')).toBeUndefined();
    expect(sorted.find('zzz')).toBeUndefined();
  });
});
