import { describe, expect, it } from 'vitest';
import { splitNumberedItems } from './numberedItems.js';

describe('splitNumberedItems', () => {
  it('splits at [n] markers at line starts and drops a preamble', () => {
    const text =
      'Here are my suggestions:\n[1] Define the scope.\n[2] Cite Smith [3] for the claim.\nSecond line.\n[3] Shorten.';
    expect(splitNumberedItems(text)).toEqual([
      'Define the scope.',
      'Cite Smith [3] for the claim.\nSecond line.',
      'Shorten.',
    ]);
  });

  it('accepts "1." / "2)" / "3、" and bold markers, only in sequence', () => {
    expect(splitNumberedItems('1. 明确研究问题\n2) **改写**摘要\n**3.** Use 2021.\n5. not next')).toEqual([
      '明确研究问题',
      '**改写**摘要',
      'Use 2021.\n5. not next',
    ]);
  });

  it('does not take a decimal number at a line start for a marker', () => {
    expect(splitNumberedItems('[1] Growth was\n2.5 percent')).toEqual(['Growth was\n2.5 percent']);
  });

  it('returns the whole text as one item when there are no markers, and nothing for blank text', () => {
    expect(splitNumberedItems('  just one idea  ')).toEqual(['just one idea']);
    expect(splitNumberedItems(' \n ')).toEqual([]);
  });

  it('splits partial text the same way as it grows', () => {
    expect(splitNumberedItems('[1] Intro\n[2] Meth')).toEqual(['Intro', 'Meth']);
  });
});
