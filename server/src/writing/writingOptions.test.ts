import { describe, expect, it } from 'vitest';
import { GenerateOutlineReq, WritingOptionsInput } from '@inkstone/shared/api/writing';

describe('writing options', () => {
  it('defaults every setting and reads zh as the app’s cn', () => {
    expect(WritingOptionsInput.parse({})).toEqual({
      kind: 'literatureReview',
      language: 'en',
      length: 3000,
      citationStyle: 'apa',
    });
    expect(WritingOptionsInput.parse({ language: 'zh' }).language).toBe('cn');
    expect(WritingOptionsInput.safeParse({ language: 'fr' }).success).toBe(false);
  });

  it('needs a source', () => {
    expect(GenerateOutlineReq.safeParse({ topic: 'Attention', sources: {} }).success).toBe(false);
    expect(GenerateOutlineReq.safeParse({ topic: 'Attention', sources: { libraryBibkeys: ['a'] } }).success).toBe(true);
  });
});
