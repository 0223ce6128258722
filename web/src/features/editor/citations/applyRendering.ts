import type { Editor } from '@tiptap/core';
import type { CiteRes, PaperDto } from '@inkstone/shared/api/papers';
import { citationFlagsKey, type CitationFlags } from '../extensions/citationFlags';
import { noteCopy, noteReferences, type DocCitation } from './docCitations';

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The note's copies after a rendering: the library's current data where it has the key, else the copy kept. */
function nextCopies(
  current: readonly PaperDto[],
  citedKeys: ReadonlySet<string>,
  fresh: readonly PaperDto[],
): PaperDto[] {
  const byKey = new Map(current.map((paper) => [paper.bibkey, paper]));
  for (const paper of fresh) byKey.set(paper.bibkey, noteCopy(paper));
  return [...byKey.values()].filter((paper) => citedKeys.has(paper.bibkey));
}

/**
 * Writes a rendering into the document: each citation's label, the note's copies of what it cites,
 * and the flags of citations that need attention. Kept out of the undo history: undo takes back the
 * writer's edits, and the labels follow them.
 */
export function applyRendering(
  editor: Editor,
  citations: readonly DocCitation[],
  res: CiteRes,
  titles: CitationFlags['titles'],
): void {
  const { tr } = editor.state;
  citations.forEach((citation, index) => {
    const label = res.labels[index] ?? null;
    if (label !== citation.label) tr.setNodeAttribute(citation.pos, 'label', label);
  });
  const cited = new Set(citations.flatMap((citation) => citation.bibkeys));
  const current = noteReferences(tr.doc);
  const copies = nextCopies(current, cited, res.papers);
  if (!sameJson(copies, current)) tr.setDocAttribute('references', copies);
  const missing = res.bibliography.filter((entry) => entry.isMissing).map((entry) => entry.bibkey);
  tr.setMeta(citationFlagsKey, { missing, unknown: res.unknown, titles } satisfies CitationFlags);
  tr.setMeta('addToHistory', false);
  editor.view.dispatch(tr);
}
