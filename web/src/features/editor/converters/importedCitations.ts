import type { ImportedCitation } from './docxFields';
import { escapeHtml } from './docxFormulas';

/** A work an imported document cites: the key its citations use in the note, and its CSL-JSON. */
export interface ImportedReference {
  key: string;
  item: Record<string, unknown>;
}

// Private-use characters mark each citation's place through the HTML conversion (docxFormulas uses E000/E001).
export const citationToken = (index: number) => `\uE002${index}\uE003`;
const TOKEN = /\uE002(\d+)\uE003/g;

const CITATION_KEY = /^[A-Za-z0-9_:.\-+/]{1,120}$/;

/** Zotero repeats a work's data in every citation of it; its `uris` or `id` (or the data itself) name the work. */
function workId(item: Record<string, unknown>): string {
  const key = item['citation-key'];
  if (typeof key === 'string') return `key:${key}`;
  return typeof item.id === 'string' || typeof item.id === 'number' ? `id:${item.id}` : JSON.stringify(item);
}

/**
 * The key of each cited work: its citation key (Inkstone's own export writes the bibkey there), else
 * `zotero1`, `zotero2` … until the note's copies give it its library or generated bibkey
 * (importedReferences.ts).
 */
export function keyReferences(citations: readonly ImportedCitation[]): {
  keysOf: string[][];
  references: ImportedReference[];
} {
  const byWork = new Map<string, ImportedReference>();
  const taken = new Set<string>();
  const keyOf = (item: Record<string, unknown>) => {
    const id = workId(item);
    const known = byWork.get(id);
    if (known) return known.key;
    const own = item['citation-key'];
    let key = typeof own === 'string' && CITATION_KEY.test(own) && !taken.has(own) ? own : '';
    for (let n = byWork.size + 1; !key || taken.has(key); n++) key = `zotero${n}`;
    taken.add(key);
    byWork.set(id, { key, item });
    return key;
  };
  const keysOf = citations.map((citation) => citation.cites.map((cite) => keyOf(cite.item)));
  return { keysOf, references: [...byWork.values()] };
}

/** mammoth's HTML with each citation token back as the element the editor's citation nodes are parsed from. */
export function withCitations(html: string, citations: readonly ImportedCitation[], keysOf: string[][]): string {
  return html.replace(TOKEN, (_, index: string) => {
    const citation = citations[Number(index)];
    const keys = keysOf[Number(index)];
    if (!citation || !keys) return '';
    const locators = JSON.stringify(citation.cites.map((cite) => cite.locator));
    const label = escapeHtml(citation.label);
    const labelAttr = label ? ` data-label="${label}"` : '';
    return `<span data-type="citation" data-bibkeys="${escapeHtml(keys.join(','))}" data-locators="${escapeHtml(locators)}"${labelAttr}>${label}</span>`;
  });
}
