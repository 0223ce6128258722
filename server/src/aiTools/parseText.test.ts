import { describe, expect, it } from 'vitest';
import { parseText } from './parseText.js';

describe('parseText', () => {
  it('splits paragraphs at line breaks and sentences at their boundaries, with word counts', () => {
    const result = parseText(
      'Deep learning works. See Fig. 3 for e.g. details!\n\n深度学习有效。它很强大！\r\nOne more',
    );
    expect(result.paragraphs.map((p) => p.text)).toEqual([
      'Deep learning works. See Fig. 3 for e.g. details!',
      '深度学习有效。它很强大！',
      'One more',
    ]);
    expect(result.paragraphs[1]!.sentences).toEqual([
      { text: '深度学习有效。', wordCount: 6 },
      { text: '它很强大！', wordCount: 4 },
    ]);
    expect(result.paragraphs[0]!.sentences[0]).toEqual({ text: 'Deep learning works.', wordCount: 3 });
    expect(result.paragraphs[0]!.wordCount).toBe(10);
    expect(result.wordCount).toBe(10 + 10 + 2);
    expect(result.kind).toBe('parse');
  });

  it('returns no paragraphs for blank text', () => {
    expect(parseText(' \n \n')).toEqual({ kind: 'parse', wordCount: 0, paragraphs: [] });
  });
});
