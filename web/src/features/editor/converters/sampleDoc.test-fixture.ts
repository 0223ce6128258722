import type { PmNode } from './pmJson';

const text = (value: string, marks?: string[]): PmNode => ({
  type: 'text',
  text: value,
  ...(marks ? { marks: marks.map((type) => ({ type })) } : {}),
});
const para = (...content: PmNode[]): PmNode => ({ type: 'paragraph', content });
const cell = (type: string, value: string): PmNode => ({ type, content: [para(text(value))] });

/** A document with every construct the converters care about. */
export const SAMPLE_DOC: PmNode = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 1 }, content: [text('Introduction')] },
    para(
      text('Energy is '),
      { type: 'mathInline', attrs: { latex: 'E=mc^2' } },
      text(' as shown', ['bold']),
      { type: 'footnote', attrs: { text: 'Einstein, 1905.' } },
      text(' before '),
      { type: 'citation', attrs: { bibkeys: ['einstein1905', 'bohr1913'], label: null } },
      text('.'),
    ),
    { type: 'heading', attrs: { level: 2 }, content: [text('Method')] },
    {
      type: 'bulletList',
      content: [
        { type: 'listItem', content: [para(text('first point'))] },
        { type: 'listItem', content: [para(text('second point'))] },
      ],
    },
    { type: 'orderedList', attrs: { start: 1 }, content: [{ type: 'listItem', content: [para(text('step one'))] }] },
    { type: 'mathBlock', attrs: { latex: '\\int_0^1 x\\,dx' } },
    {
      type: 'table',
      content: [
        { type: 'tableRow', content: [cell('tableHeader', 'Name'), cell('tableHeader', 'Value')] },
        { type: 'tableRow', content: [cell('tableCell', 'alpha'), cell('tableCell', '0.05')] },
      ],
    },
  ],
};
