import { describe, expect, it } from 'vitest';
import { mergeDocs } from './mergeDocs';

const para = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });

describe('mergeDocs', () => {
  it('keeps every block of both versions, mine first, with labels', () => {
    const merged = mergeDocs(
      { type: 'doc', content: [para('mine one'), para('mine two')] },
      { type: 'doc', content: [para('theirs')] },
      { mine: 'Yours', theirs: 'Server' },
    );
    const text = JSON.stringify(merged);
    expect(merged.content?.map((block) => block.type)).toEqual([
      'paragraph',
      'paragraph',
      'paragraph',
      'horizontalRule',
      'paragraph',
      'paragraph',
    ]);
    expect(text.indexOf('mine two')).toBeLessThan(text.indexOf('theirs'));
    expect(text).toContain('Yours');
    expect(text).toContain('Server');
  });

  it('handles empty documents', () => {
    expect(mergeDocs({ type: 'doc' }, { type: 'doc' }, { mine: 'a', theirs: 'b' }).content).toHaveLength(3);
  });
});
