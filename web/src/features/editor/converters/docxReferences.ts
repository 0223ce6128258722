import { HeadingLevel, ImportedXmlComponent, Paragraph, TextRun } from 'docx';
import { referencesHeading, type NoteCitations } from '../citations/noteCitations';
import type { PmNode } from './pmJson';
import { bibliographyStartRuns, fieldEndRun } from './zoteroFields';

const imported = (xml: string) => ImportedXmlComponent.fromXmlString(xml);

/**
 * The bibliography at the end of a Word file: a heading in the document's language and one
 * paragraph per entry with a hanging indent. Entries are written as the style formatted them;
 * numeric styles' entries already start with their number ([1]). When the citations are Zotero
 * fields (the export has the references' CSL-JSON), the entries are the result of a Zotero
 * bibliography field, which Zotero refreshes and Inkstone's import replaces by the live bibliography.
 */
export function referenceParagraphs(doc: PmNode, citations: NoteCitations | null): Paragraph[] {
  const entries = citations?.bibliography ?? [];
  if (entries.length === 0) return [];
  const isField = (citations?.items?.length ?? 0) > 0;
  return [
    new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(referencesHeading(doc))] }),
    ...entries.map((entry, index) => {
      const paragraph = new Paragraph({ indent: { left: 567, hanging: 567 } });
      if (isField && index === 0) bibliographyStartRuns().forEach((run) => paragraph.addChildElement(imported(run)));
      paragraph.addChildElement(new TextRun(entry.text));
      if (isField && index === entries.length - 1) paragraph.addChildElement(imported(fieldEndRun()));
      return paragraph;
    }),
  ];
}
