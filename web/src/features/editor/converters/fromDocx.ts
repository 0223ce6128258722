import mammoth from 'mammoth';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { replaceCitationFields, type ImportedCitation } from './docxFields';
import { replaceFormulas, withFormulas, type DocxFormula } from './docxFormulas';
import { fromHtml } from './fromHtml';
import { citationToken, keyReferences, withCitations, type ImportedReference } from './importedCitations';
import type { PmNode } from './pmJson';

const DOCUMENT = 'word/document.xml';

/**
 * word/document.xml with what mammoth drops replaced by tokens it keeps: Word equations, and citation
 * fields (Zotero's, Mendeley's, Inkstone's own); a bibliography field is removed.
 */
function prepare(file: ArrayBuffer): { file: ArrayBuffer; formulas: DocxFormula[]; citations: ImportedCitation[] } {
  const entries = unzipSync(new Uint8Array(file));
  const bytes = entries[DOCUMENT];
  const xml = bytes ? strFromU8(bytes) : '';
  if (!/oMath|instrText|fldSimple/.test(xml)) return { file, formulas: [], citations: [] };
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  const formulas = replaceFormulas(doc);
  const citations = replaceCitationFields(doc, citationToken);
  entries[DOCUMENT] = strToU8(new XMLSerializer().serializeToString(doc));
  const zipped = zipSync(entries);
  return { file: zipped.buffer.slice(zipped.byteOffset, zipped.byteOffset + zipped.byteLength), formulas, citations };
}

/**
 * A Word file → the editor's document, through mammoth's semantic HTML (headings, lists, tables,
 * links); Word equations, which mammoth drops, come back as math nodes, and citation fields as
 * citation nodes showing the text the file showed, with the CSL-JSON of each cited work
 * (`references`, for the note's own copies: importedReferences.ts).
 */
export async function readDocx(file: ArrayBuffer): Promise<{ doc: PmNode; references: ImportedReference[] }> {
  const { file: prepared, formulas, citations } = prepare(file);
  // mammoth's browser build reads `arrayBuffer` and its Node build (unit tests) reads `buffer`; both open the same bytes.
  const input = { arrayBuffer: prepared, buffer: prepared };
  const { value } = await mammoth.convertToHtml(input);
  const { keysOf, references } = keyReferences(citations);
  return { doc: fromHtml(withCitations(withFormulas(value, formulas), citations, keysOf)), references };
}

/** A Word file → the editor's document (readDocx without the cited works' data). */
export async function fromDocx(file: ArrayBuffer): Promise<PmNode> {
  return (await readDocx(file)).doc;
}
