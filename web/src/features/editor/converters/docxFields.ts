import { CITE_LIMITS } from '@inkstone/shared/api/papers';
import { locatorText } from '@inkstone/shared/citationLocator';

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

/**
 * A field of a Word document: its instruction, the text it shows, and what holds it — every run from
 * a complex field's begin to its end, or a simple field's one element.
 */
interface Field {
  instruction: string;
  runs: Element[];
  result: string;
}

const wordChild = (node: Element, name: string) =>
  Array.from(node.children).find((child) => child.namespaceURI === W && child.localName === name);

/**
 * The top-level complex fields of a document in order (begin · instruction · separate · result · end,
 * possibly across paragraphs). A field inside another's result belongs to the outer one.
 */
function complexFields(doc: Document): Field[] {
  const fields: Field[] = [];
  const open: (Field & { isResult: boolean })[] = [];
  for (const run of Array.from(doc.getElementsByTagNameNS(W, 'r'))) {
    const char = wordChild(run, 'fldChar')?.getAttributeNS(W, 'fldCharType');
    if (char === 'begin') open.push({ instruction: '', runs: [], result: '', isResult: false });
    const field = open[0];
    if (!field) continue;
    field.runs.push(run);
    const current = open[open.length - 1]!;
    if (char === 'separate') current.isResult = true;
    const instruction = wordChild(run, 'instrText');
    if (instruction && !current.isResult) current.instruction += instruction.textContent ?? '';
    const text = wordChild(run, 't');
    if (text && field.isResult) field.result += text.textContent ?? '';
    if (char === 'end' && open.pop() === field) fields.push(field);
  }
  return fields;
}

/** The simple fields (w:fldSimple) of a document: the instruction in an attribute, the result inside. */
function simpleFields(doc: Document): Field[] {
  return Array.from(doc.getElementsByTagNameNS(W, 'fldSimple')).map((element) => ({
    instruction: element.getAttributeNS(W, 'instr') ?? '',
    runs: [element],
    result: Array.from(element.getElementsByTagNameNS(W, 't'))
      .map((text) => text.textContent ?? '')
      .join(''),
  }));
}

/** A work cited in an imported citation: its CSL-JSON and the locator as the writer types it. */
export interface ImportedCite {
  item: Record<string, unknown>;
  locator: string;
}

/** A citation field read from a Word file: what it cites, and the text it showed. */
export interface ImportedCitation {
  cites: ImportedCite[];
  label: string;
}

// Zotero writes `ADDIN ZOTERO_ITEM CSL_CITATION {…}`, Mendeley `ADDIN CSL_CITATION {…}`; both carry a CSL citation object.
const CITATION = /^\s*ADDIN\s+(?:ZOTERO_ITEM(?:\s+CSL_CITATION)?|CSL_CITATION)\s*(\{[\s\S]*\})\s*$/;
const BIBLIOGRAPHY = /^\s*ADDIN\s+(?:ZOTERO_BIBL\b|Mendeley\s+Bibliography\b)/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The cited works of a CSL citation object; none when the instruction is no readable citation. */
export function citationOf(instruction: string, label: string): ImportedCitation | null {
  const json = CITATION.exec(instruction)?.[1];
  if (!json) return null;
  let citation: unknown;
  try {
    citation = JSON.parse(json);
  } catch {
    return null;
  }
  const items = isRecord(citation) && Array.isArray(citation.citationItems) ? citation.citationItems : [];
  const cites = items.filter(isRecord).flatMap((cited): ImportedCite[] => {
    if (!isRecord(cited.itemData)) return [];
    const locator = typeof cited.locator === 'string' || typeof cited.locator === 'number' ? String(cited.locator) : '';
    const label = typeof cited.label === 'string' ? cited.label : undefined;
    return [{ item: cited.itemData, locator: locatorText(label, locator).slice(0, CITE_LIMITS.locator) }];
  });
  // Within what the note's citation rendering accepts (POST /v1/papers/cite).
  cites.splice(CITE_LIMITS.itemsPerCitation);
  return cites.length > 0 ? { cites, label: label.trim() } : null;
}

/** The paragraph a run is in. */
function paragraphOf(run: Element): Element | null {
  let node = run.parentElement;
  while (node && !(node.namespaceURI === W && node.localName === 'p')) node = node.parentElement;
  return node;
}

const hasText = (paragraph: Element) =>
  Array.from(paragraph.getElementsByTagNameNS(W, 't')).some((text) => (text.textContent ?? '').trim() !== '');

// The heading a bibliography field stands under is the live bibliography's to write.
const REFERENCES_HEADING = /^\s*(references|bibliography|works cited|参考文献)\s*$/i;

/**
 * Removes a bibliography field and what it shows (the entries, paragraphs it leaves empty, and a
 * "References" heading just before it): the note writes its own live bibliography.
 */
function removeBibliography(field: Field): void {
  const paragraphs = [...new Set(field.runs.map(paragraphOf).filter((p): p is Element => p !== null))];
  const before = paragraphs[0]?.previousElementSibling;
  field.runs.forEach((run) => run.remove());
  paragraphs.filter((paragraph) => !hasText(paragraph)).forEach((paragraph) => paragraph.remove());
  if (before && before.localName === 'p' && REFERENCES_HEADING.test(before.textContent ?? '')) before.remove();
}

/**
 * Replaces each citation field by a run holding `token(index)` (its text kept by the HTML
 * conversion, then turned into a citation node) and removes bibliography fields.
 */
export function replaceCitationFields(doc: Document, token: (index: number) => string): ImportedCitation[] {
  const citations: ImportedCitation[] = [];
  for (const field of [...complexFields(doc), ...simpleFields(doc)]) {
    if (BIBLIOGRAPHY.test(field.instruction)) {
      removeBibliography(field);
      continue;
    }
    const citation = citationOf(field.instruction, field.result);
    if (!citation) continue;
    const run = doc.createElementNS(W, 'w:r');
    run.appendChild(doc.createElementNS(W, 'w:t')).textContent = token(citations.length);
    field.runs[0]!.replaceWith(run);
    field.runs.slice(1).forEach((other) => other.remove());
    citations.push(citation);
  }
  return citations;
}
