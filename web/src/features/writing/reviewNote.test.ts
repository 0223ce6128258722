import { describe, expect, it } from 'vitest';
import type { FetchReviewRes } from '@inkstone/shared/api/writing';
import { exportBytes } from './saveExport';
import { reviewMarkdown, reviewNote } from './reviewNote';

const review = {
  project: { topic: 'Graph learning' },
  result: {
    sections: [
      {
        id: 's1',
        title: 'Foundations',
        status: 'done',
        text: '## Foundations\n\nConvolutions spread labels [@kipf2017semi].',
        errorMsg: null,
      },
      { id: 's2', title: 'Lost', status: 'failed', text: '', errorMsg: 'upstream' },
      {
        id: 's3',
        title: 'Attention',
        status: 'done',
        text: '## Attention\n\nWeights [@velickovic2018graph; @kipf2017semi].',
        errorMsg: null,
      },
    ],
  },
} as unknown as FetchReviewRes;

interface Node {
  type: string;
  attrs?: Record<string, unknown>;
  content?: Node[];
}
const nodesOf = (node: Node): Node[] => [node, ...(node.content ?? []).flatMap(nodesOf)];

describe('reviewNote', () => {
  it('joins the written sections in order and leaves failed ones out', () => {
    expect(reviewMarkdown(review)).toBe(
      '## Foundations\n\nConvolutions spread labels [@kipf2017semi].\n\n## Attention\n\nWeights [@velickovic2018graph; @kipf2017semi].',
    );
  });

  it('turns [@key] citations into the editor citation nodes, titled by the topic', () => {
    const note = reviewNote(review);
    expect(note.title).toBe('Graph learning');
    const citations = nodesOf(note.content as Node).filter((node) => node.type === 'citation');
    expect(citations.map((node) => node.attrs?.bibkeys)).toEqual([
      ['kipf2017semi'],
      ['velickovic2018graph', 'kipf2017semi'],
    ]);
    expect(note.plainText).toContain('Convolutions spread labels');
    expect(note.plainText).not.toContain('[@');
  });
});

describe('exportBytes', () => {
  it('decodes base64 content and keeps text as it is', () => {
    const bytes = exportBytes({
      filename: 'r.docx',
      mimeType: 'x',
      encoding: 'base64',
      content: btoa('PK\u0003\u0004'),
    });
    expect(Array.from(bytes as Uint8Array)).toEqual([0x50, 0x4b, 3, 4]);
    expect(exportBytes({ filename: 'r.md', mimeType: 'text/markdown', encoding: 'utf8', content: '# R' })).toBe('# R');
  });
});
