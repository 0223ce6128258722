import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import type { CiteItemDto, PaperDto } from '@inkstone/shared/api/papers';

/** A citation node of the document: where it is and what it cites. */
export interface DocCitation {
  pos: number;
  bibkeys: string[];
  locators: string[];
  label: string | null;
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** The document's citations in reading order. */
export function docCitations(doc: ProseMirrorNode): DocCitation[] {
  const found: DocCitation[] = [];
  doc.descendants((node, pos) => {
    if (node.type.name !== 'citation') return !node.isTextblock || node.childCount > 0;
    const locators = strings(node.attrs.locators);
    const bibkeys = strings(node.attrs.bibkeys);
    found.push({
      pos,
      bibkeys,
      locators: bibkeys.map((_, i) => locators[i] ?? ''),
      label: node.attrs.label as string | null,
    });
    return false;
  });
  return found;
}

/** The citations as the cite endpoint reads them (a citation without keys is left out by the caller). */
export function citeItems(citation: DocCitation): CiteItemDto[] {
  return citation.bibkeys.map((bibkey, i) =>
    citation.locators[i] ? { bibkey, locator: citation.locators[i] } : { bibkey },
  );
}

/** The note's own copies of its references (doc attribute `references`). */
export function noteReferences(doc: ProseMirrorNode): PaperDto[] {
  const value: unknown = doc.attrs.references;
  return Array.isArray(value) ? (value as PaperDto[]) : [];
}

/**
 * What a note keeps of a reference: everything citing needs, without the abstract (the largest field,
 * which no citation style prints), so a long reference list does not swell every save.
 */
export function noteCopy(paper: PaperDto): PaperDto {
  const csl = paper.csl ? { ...paper.csl } : paper.csl;
  if (csl) delete (csl as Record<string, unknown>).abstract;
  return { ...paper, abstract: null, csl };
}
