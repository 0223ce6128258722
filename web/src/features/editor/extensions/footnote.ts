import { Node } from '@tiptap/core';

/**
 * A footnote: an inline atom that holds its own text. The editor and preview number the markers
 * with a CSS counter, so the numbers follow document order without being stored.
 */
export const Footnote = Node.create({
  name: 'footnote',
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,
  addAttributes: () => ({
    text: { default: '', parseHTML: (element: HTMLElement) => element.getAttribute('data-text') ?? '' },
  }),
  // Above the superscript mark's plain `sup` rule.
  parseHTML: () => [{ tag: 'sup[data-type="footnote"]', priority: 60 }],
  renderHTML: ({ node }) => [
    'sup',
    {
      'data-type': 'footnote',
      'data-text': node.attrs.text as string,
      class: 'footnote-ref',
      title: node.attrs.text as string,
    },
  ],
});
