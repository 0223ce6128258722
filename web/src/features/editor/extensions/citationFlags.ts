import { Extension } from '@tiptap/core';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import { docCitations } from '../citations/docCitations';

/** Keys whose citations need the writer's attention, and the tooltip each kind shows. */
export interface CitationFlags {
  /** Gone from the library: rendered from the note's own copy. */
  missing: string[];
  /** Found nowhere: the citation cannot be rendered. */
  unknown: string[];
  titles: { missing: string; unknown: string };
}

const NO_FLAGS: CitationFlags = { missing: [], unknown: [], titles: { missing: '', unknown: '' } };

export const citationFlagsKey = new PluginKey<{ flags: CitationFlags; decorations: DecorationSet }>('citationFlags');

function decorate(doc: ProseMirrorNode, flags: CitationFlags): DecorationSet {
  const missing = new Set(flags.missing);
  const unknown = new Set(flags.unknown);
  if (missing.size + unknown.size === 0) return DecorationSet.empty;
  const decorations = docCitations(doc).flatMap((citation) => {
    const kind = citation.bibkeys.some((key) => unknown.has(key))
      ? 'unknown'
      : citation.bibkeys.some((key) => missing.has(key))
        ? 'missing'
        : null;
    if (!kind) return [];
    return [Decoration.node(citation.pos, citation.pos + 1, { class: `citation-${kind}`, title: flags.titles[kind] })];
  });
  return DecorationSet.create(doc, decorations);
}

/**
 * Marks citations whose references left the library or were never in it. The flags arrive with each
 * rendering of the note's citations (as a transaction meta), so they never lag a rendering.
 */
export const CitationFlagsExtension = Extension.create({
  name: 'citationFlags',
  addProseMirrorPlugins: () => [
    new Plugin({
      key: citationFlagsKey,
      state: {
        init: () => ({ flags: NO_FLAGS, decorations: DecorationSet.empty }),
        apply(tr, previous) {
          const flags = tr.getMeta(citationFlagsKey) as CitationFlags | undefined;
          if (flags) return { flags, decorations: decorate(tr.doc, flags) };
          return tr.docChanged ? { ...previous, decorations: previous.decorations.map(tr.mapping, tr.doc) } : previous;
        },
      },
      props: { decorations: (state) => citationFlagsKey.getState(state)?.decorations },
    }),
  ],
});
