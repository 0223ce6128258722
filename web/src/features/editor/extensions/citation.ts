import { Node } from '@tiptap/core';

/** What a citation node stores: the cited references' keys and, once resolved, the label shown. */
export interface CitationAttrs {
  bibkeys: string[];
  /** A locator per key ("p. 12"), '' where there is none; parallel to `bibkeys`. */
  locators?: string[];
  label: string | null;
}

/** The text a citation shows: its resolved label, or its keys until the reference library resolves them. */
export function citationText(attrs: CitationAttrs): string {
  return `[${attrs.label ?? attrs.bibkeys.join('; ')}]`;
}

/**
 * An inline citation of one or more references by key. It stores keys, never reference data, so the
 * reference library can later resolve keys to numbered or author–year labels by updating `label`.
 */
export const Citation = Node.create({
  name: 'citation',
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,
  addAttributes: () => ({
    bibkeys: {
      default: [],
      parseHTML: (element: HTMLElement) => (element.getAttribute('data-bibkeys') ?? '').split(',').filter(Boolean),
      renderHTML: (attrs: { bibkeys: string[] }) => ({ 'data-bibkeys': attrs.bibkeys.join(',') }),
    },
    locators: {
      default: [],
      parseHTML: (element: HTMLElement) => {
        const raw = element.getAttribute('data-locators');
        return raw ? (JSON.parse(raw) as string[]) : [];
      },
      renderHTML: (attrs: { locators: string[] }) =>
        attrs.locators.some(Boolean) ? { 'data-locators': JSON.stringify(attrs.locators) } : {},
    },
    label: {
      default: null,
      parseHTML: (element: HTMLElement) => element.getAttribute('data-label'),
      renderHTML: (attrs: { label: string | null }) => (attrs.label ? { 'data-label': attrs.label } : {}),
    },
  }),
  parseHTML: () => [{ tag: 'span[data-type="citation"]' }],
  renderHTML: ({ node, HTMLAttributes }) => [
    'span',
    { ...HTMLAttributes, 'data-type': 'citation', class: 'citation' },
    citationText(node.attrs as CitationAttrs),
  ],
  renderText: ({ node }) => citationText(node.attrs as CitationAttrs),
});
