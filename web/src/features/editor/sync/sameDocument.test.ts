import { describe, expect, it } from 'vitest';
import type { ProseMirrorDoc } from '@inkstone/shared/api/textEditor';
import { isSameDocument } from './sameDocument';

const doc = (text: string, level = 1): ProseMirrorDoc & { content: unknown[] } => ({
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level }, content: [{ type: 'text', text: 'Title' }] },
    { type: 'paragraph', content: [{ type: 'text', text }] },
  ],
});

describe('isSameDocument', () => {
  it('is true for equal content written with keys in another order', () => {
    const reordered: ProseMirrorDoc = {
      content: [
        { content: [{ text: 'Title', type: 'text' }], attrs: { level: 1 }, type: 'heading' },
        { content: [{ text: 'Body', type: 'text' }], type: 'paragraph' },
      ],
      type: 'doc' as const,
    };
    expect(isSameDocument(doc('Body'), reordered)).toBe(true);
  });

  it('sees a changed text, attribute, extra key or extra block', () => {
    expect(isSameDocument(doc('Body'), doc('Body!'))).toBe(false);
    expect(isSameDocument(doc('Body'), doc('Body', 2))).toBe(false);
    expect(isSameDocument(doc('Body'), { ...doc('Body'), attrs: {} })).toBe(false);
    const longer = doc('Body');
    longer.content.push({ type: 'paragraph', content: [{ type: 'text', text: '' }] });
    expect(isSameDocument(doc('Body'), longer)).toBe(false);
  });
});
