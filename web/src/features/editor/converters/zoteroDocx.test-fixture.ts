import { strToU8, zipSync } from 'fflate';

// A minimal Word file as Zotero's Word plugin leaves it: citations and the bibliography as complex
// fields, the instruction split over several runs (Word keeps at most 255 characters in one).

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const run = (inner: string) => `<w:r><w:rPr><w:noProof/></w:rPr>${inner}</w:r>`;
const text = (value: string) => run(`<w:t xml:space="preserve">${escapeXml(value)}</w:t>`);

function instructionRuns(code: string): string {
  const pieces = code.match(/[\s\S]{1,255}/g) ?? [];
  return pieces.map((piece) => run(`<w:instrText xml:space="preserve">${escapeXml(piece)}</w:instrText>`)).join('');
}

/** The runs that open a complex field: begin, the instruction, separate (its result follows). */
export const fieldStart = (code: string) =>
  run('<w:fldChar w:fldCharType="begin"/>') + instructionRuns(code) + run('<w:fldChar w:fldCharType="separate"/>');

/** The run that closes a complex field (possibly paragraphs after its start). */
export const fieldEnd = () => run('<w:fldChar w:fldCharType="end"/>');

/** The runs of a complex field: begin, the instruction, separate, the result's runs, end. */
export function complexField(code: string, result: string[]): string {
  return fieldStart(code) + result.map(text).join('') + fieldEnd();
}

/** A Zotero citation field's instruction: ` ADDIN ZOTERO_ITEM CSL_CITATION {CSL citation object} `. */
export function zoteroCitation(label: string, items: object[]): string {
  const citation = {
    citationID: Math.random().toString(36).slice(2, 10),
    properties: { formattedCitation: label, plainCitation: label, noteIndex: 0 },
    citationItems: items,
    schema: 'https://github.com/citation-style-language/schema/raw/master/csl-citation.json',
  };
  return ` ADDIN ZOTERO_ITEM CSL_CITATION ${JSON.stringify(citation)} `;
}

export const ZOTERO_BIBLIOGRAPHY = ' ADDIN ZOTERO_BIBL {"uncited":[],"omitted":[],"custom":[]} CSL_BIBLIOGRAPHY ';

export const paragraph = (...runs: string[]) => `<w:p>${runs.join('')}</w:p>`;
export const heading = (value: string) => `<w:p><w:pPr><w:pStyle w:val="Heading1"/></w:pPr>${text(value)}</w:p>`;
export { text };

/** A .docx of these body paragraphs. */
export function wordFile(...paragraphs: string[]): ArrayBuffer {
  const zipped = zipSync({
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    '_rels/.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ),
    'word/document.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${paragraphs.join('')}</w:body></w:document>`,
    ),
  });
  return zipped.buffer.slice(zipped.byteOffset, zipped.byteOffset + zipped.byteLength);
}
