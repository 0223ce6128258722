import { Node } from '@tiptap/core';
import { Plugin } from '@tiptap/pm/state';
import { openCitationPicker } from '../citations/citationPickerStore';

/** What a citation node stores: the cited references' keys and, once resolved, the label shown. */
export interface CitationAttrs {
  bibkeys: string[];
  /** A locator per key ("p. 12"), '' where there is none; parallel to `bibkeys`. */
  locators?: string[];
  label: string | null;
}

/** The text a citation shows: its label as the style wrote it ("[1]", "(Smith, 2020)"), or its keys until rendered. */
export function citationText(attrs: CitationAttrs): string {
  return attrs.label ?? `[${attrs.bibkeys.join('; ')}]`;
}

/**
 * An inline citation of one or more references by key, with a locator per key. The label is the
 * rendering in the note's style, written back by the live citation rendering (useNoteCitations) so
 * exports and the preview read it as it shows. Ctrl/Cmd+Alt+C cites; a double-click edits.
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
  // Zotero's word-processor plugins cite with Ctrl/Cmd+Alt+C; writers who use both keep the habit.
  addKeyboardShortcuts: () => ({
    'Mod-Alt-c': () => {
      openCitationPicker();
      return true;
    },
  }),
  addProseMirrorPlugins: () => [
    new Plugin({
      props: {
        handleDoubleClickOn(_view, _pos, node, nodePos) {
          if (node.type.name !== 'citation') return false;
          const attrs = node.attrs as CitationAttrs;
          openCitationPicker({ pos: nodePos, bibkeys: attrs.bibkeys, locators: attrs.locators ?? [] });
          return true;
        },
      },
    }),
  ],
});
