import { describe, expect, it } from 'vitest';
import { escapeLatex } from './latex.js';

describe('escapeLatex', () => {
  it('escapes every special character of text mode and leaves other text (CJK too) as it is', () => {
    expect(escapeLatex('50% of $x_1 & {y} #2')).toBe('50\\% of \\$x\\_1 \\& \\{y\\} \\#2');
    expect(escapeLatex('a\\b ^ ~')).toBe('a\\textbackslash{}b \\textasciicircum{} \\textasciitilde{}');
    expect(escapeLatex('机器翻译 — “quotes”')).toBe('机器翻译 — “quotes”');
  });
});
