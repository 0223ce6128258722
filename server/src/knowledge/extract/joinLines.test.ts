import { describe, expect, it } from 'vitest';
import { hyphenatedWords, joinLines } from './joinLines.js';

describe('joinLines', () => {
  it('rejoins a word broken by a line-end hyphen', () => {
    expect(joinLines(['learn repre-', 'sentations of text'], new Set())).toBe('learn representations of text');
  });

  it('keeps the hyphen of a compound the document writes with one', () => {
    const compounds = hyphenatedWords(['a document-level model']);
    expect(joinLines(['learns document-', 'level embeddings'], compounds)).toBe('learns document-level embeddings');
  });

  it('keeps a hyphen before a capital or a digit', () => {
    expect(joinLines(['the SH3-', 'Binding motif'], new Set())).toBe('the SH3-Binding motif');
  });

  it('joins Chinese lines without a space and English lines with one', () => {
    expect(joinLines(['论文的摘要是对论文', '研究内容的概括'], new Set())).toBe('论文的摘要是对论文研究内容的概括');
    expect(joinLines(['first line', 'second line'], new Set())).toBe('first line second line');
  });

  it('drops a soft hyphen at a line end and turns one inside a line into a dash', () => {
    expect(joinLines(['trans\u00ad', 'former, pages 1\u00ad7'], new Set())).toBe('transformer, pages 1-7');
  });
});
