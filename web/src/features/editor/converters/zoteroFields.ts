import { parseLocator } from '@inkstone/shared/citationLocator';

/*
 * Citations and the bibliography as Word fields in the form Zotero's word-processor plugin writes
 * them, so Zotero, Mendeley's importer and journal tools that read Zotero documents see live
 * citations, and any reader that ignores fields still shows the text Inkstone rendered:
 *
 *   complex field = begin · instruction · separate · result (the rendered text) · end
 *   citation instruction: ` ADDIN ZOTERO_ITEM CSL_CITATION {citation} `, where {citation} is a CSL
 *     citation object (citation-style-language/schema csl-citation.json): `citationID`, `properties`
 *     (`formattedCitation`, `plainCitation`, `noteIndex` 0 in the body), `citationItems` (each with
 *     the cited work's full CSL-JSON as `itemData`, and `locator` + `label` for "p. 12"), `schema`;
 *   bibliography instruction: ` ADDIN ZOTERO_BIBL {"uncited":[],"omitted":[],"custom":[]} CSL_BIBLIOGRAPHY `.
 */

const CSL_CITATION_SCHEMA = 'https://github.com/citation-style-language/schema/raw/master/csl-citation.json';
const BIBLIOGRAPHY_INSTRUCTION = ' ADDIN ZOTERO_BIBL {"uncited":[],"omitted":[],"custom":[]} CSL_BIBLIOGRAPHY ';

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeXml = (text: string) => text.replace(/[&<>"]/g, (char) => XML_ENTITIES[char] ?? char);

const fieldChar = (type: 'begin' | 'separate' | 'end') => `<w:r><w:fldChar w:fldCharType="${type}"/></w:r>`;
const instruction = (text: string) => `<w:r><w:instrText xml:space="preserve">${escapeXml(text)}</w:instrText></w:r>`;
const textRun = (text: string) => `<w:r><w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r>`;

/** The runs that open a field: begin, its instruction, separate (the result runs follow). */
const openField = (code: string) => [fieldChar('begin'), instruction(code), fieldChar('separate')];

/** One cited work: its bibkey, its locator as the writer typed it ("p. 12", or ''). */
export interface FieldCite {
  bibkey: string;
  locator: string;
}

/**
 * A citation as the runs of a Zotero citation field showing `label`, or null when a cited key has
 * no reference data (a citation the note could not render stays plain text).
 */
export function citationFieldRuns(
  cites: readonly FieldCite[],
  label: string,
  items: ReadonlyMap<string, Record<string, unknown>>,
  index: number,
): string[] | null {
  if (cites.length === 0 || cites.some((cite) => !items.has(cite.bibkey))) return null;
  const citation = {
    citationID: `inkstone${index + 1}`,
    properties: { formattedCitation: label, plainCitation: label, noteIndex: 0 },
    citationItems: cites.map(({ bibkey, locator }) => ({
      id: bibkey,
      itemData: items.get(bibkey),
      ...(locator.trim() ? parseLocator(locator) : {}),
    })),
    schema: CSL_CITATION_SCHEMA,
  };
  return [
    ...openField(` ADDIN ZOTERO_ITEM CSL_CITATION ${JSON.stringify(citation)} `),
    textRun(label),
    fieldChar('end'),
  ];
}

/** The runs that start the bibliography field, before the first entry's text. */
export const bibliographyStartRuns = (): string[] => openField(BIBLIOGRAPHY_INSTRUCTION);

/** The run that ends the bibliography field, after the last entry's text. */
export const fieldEndRun = (): string => fieldChar('end');
