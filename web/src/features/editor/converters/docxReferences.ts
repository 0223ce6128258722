import { HeadingLevel, Paragraph, TextRun } from 'docx';
import { referencesHeading, type NoteCitations } from '../citations/noteCitations';
import type { PmNode } from './pmJson';

/**
 * The bibliography at the end of a Word file: a heading in the document's language and one
 * paragraph per entry with a hanging indent. Entries are written as the style formatted them;
 * numeric styles' entries already start with their number ([1]).
 */
export function referenceParagraphs(doc: PmNode, citations: NoteCitations | null): Paragraph[] {
  const entries = citations?.bibliography ?? [];
  if (entries.length === 0) return [];
  return [
    new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(referencesHeading(doc))] }),
    ...entries.map(
      (entry) => new Paragraph({ indent: { left: 567, hanging: 567 }, children: [new TextRun(entry.text)] }),
    ),
  ];
}
