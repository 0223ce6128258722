import { describe, expect, it } from 'vitest';
import { foldText, hasNonAscii } from './asciiFold.js';

describe('foldText', () => {
  it('lowercases and strips Latin diacritics', () => {
    expect(foldText('Müller Łukasz Ångström Ørsted Straße Œuvre')).toBe('muller lukasz angstrom orsted strasse oeuvre');
  });

  it('lower-cases what compatibility decomposition produces', () => {
    expect(foldText('55℃, Brand™, Ⅳ')).toBe('55°c, brandtm, iv');
  });

  it('turns full-width forms into ASCII and keeps CJK and Hangul intact', () => {
    expect(foldText('ＢＥＲＴ模型 한국어')).toBe('bert模型 한국어');
  });

  it('returns plain ASCII unchanged apart from case', () => {
    expect(foldText('Attention Is All You Need')).toBe('attention is all you need');
    expect(hasNonAscii('plain')).toBe(false);
    expect(hasNonAscii('naïve')).toBe(true);
  });
});
