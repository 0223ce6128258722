import { describe, expect, it } from 'vitest';
import type { ExtractedDocument, TextBlock } from '../types.js';
import { extractMetadata } from './extractMetadata.js';
import { parseAuthorLine } from './names.js';

function doc(blocks: TextBlock[], extra: Partial<ExtractedDocument> = {}): ExtractedDocument {
  return {
    pages: [{ number: 1, blocks, text: blocks.map((b) => b.text).join('\n\n') }],
    hasTextLayer: true,
    ocrUsed: false,
    language: 'en',
    info: {},
    firstPageLines: [],
    furniture: [],
    ...extra,
  };
}

describe('parseAuthorLine', () => {
  it('splits names at commas, "and", and affiliation marks', () => {
    expect(parseAuthorLine('Arman Cohan†∗ Sergey Feldman†∗ Iz Beltagy†').map((a) => a.family)).toEqual([
      'Cohan',
      'Feldman',
      'Beltagy',
    ]);
    expect(parseAuthorLine('Andrew E. Webb1, Thomas A. Walsh1 and Mary J. O’Connell1,2').map((a) => a.family)).toEqual([
      'Webb',
      'Walsh',
      'O’Connell',
    ]);
    expect(parseAuthorLine('Christophe Van Gysel, Madeleine van Zuylen').map((a) => a.family)).toEqual([
      'Van Gysel',
      'van Zuylen',
    ]);
  });

  it('does not read a sentence as names', () => {
    expect(parseAuthorLine('This manuscript was automatically generated')).toEqual([]);
  });
});

describe('extractMetadata', () => {
  it('reads the DOI from the running heads, not from the references', () => {
    const meta = extractMetadata(
      doc(
        [
          { kind: 'heading', text: 'References' },
          { kind: 'paragraph', text: 'Other, A. 2020. doi:10.1000/other.' },
        ],
        {
          furniture: ['bioRxiv preprint doi: https://doi.org/10.1101/2024.05.13.593936; this version posted'],
        },
      ),
    );
    expect(meta.doi).toBe('10.1101/2024.05.13.593936');
  });

  it('counts a numbered reference list by its numbers, tolerating a lost label', () => {
    const refs = ['[1] A. One.', '[2] B. Two.', '[4] D. Four.', '[5] E. Five.'].map((text): TextBlock => ({
      kind: 'paragraph',
      text,
    }));
    const meta = extractMetadata(
      doc([
        { kind: 'heading', text: '参 考 文 献' },
        ...refs,
        { kind: 'heading', text: '致谢' },
        { kind: 'paragraph', text: '[6] Not a reference.' },
      ]),
    );
    expect(meta.references?.count).toBe(5);
    expect(meta.references?.entries).toHaveLength(4);
  });

  it('counts an unnumbered list by paragraph, rejoining a fragment split by a page break', () => {
    const refs = [
      'Amberg D., 2005 Methods in yeast genetics.',
      'Bendel A. M., 2024 The genetic architecture of',
      'protein interaction. Nat. Commun.',
      'Zarin T., 2021 Identifying.',
    ];
    const meta = extractMetadata(
      doc([
        { kind: 'heading', text: 'Literature cited' },
        ...refs.map((text): TextBlock => ({ kind: 'paragraph', text })),
      ]),
    );
    expect(meta.references?.count).toBe(3);
  });

  it('prefers the printed title when the Info title is a placeholder, and finds a thesis author by label', () => {
    const meta = extractMetadata(
      doc([{ kind: 'paragraph', text: 'x' }], {
        info: { title: 'Title', author: 'Someone Else' },
        firstPageLines: [
          { text: '硕士学位论文', fontSize: 24, x: 200, y: 700 },
          { text: '深度学习在生物学中的应用', fontSize: 22, x: 100, y: 600 },
          { text: '研 究 生：李子强', fontSize: 18, x: 100, y: 200 },
        ],
      }),
    );
    expect(meta.title).toBe('深度学习在生物学中的应用');
    expect(meta.authors[0]).toEqual({ name: '李子强', family: '李' });
  });
});
