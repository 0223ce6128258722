import { parseLocator } from '@inkstone/shared/citationLocator';
import { citationJs } from './citationJs.js';
import type { CslItem } from './cslItem.js';
import { finishEntry, readyItem, type FormattedReference } from './formatReferences.js';
import type { CitationStyle } from './styles.js';

/** One cited reference inside a citation, with an optional locator ("p. 12", "pp. 3-5", "chap. 2"). */
export interface CiteItemInput {
  id: string;
  locator?: string;
}

/** The in-text labels of a document's citations and its bibliography, in the style's order (HTML on request). */
export interface RenderedCitations {
  labels: string[];
  bibliography: (Omit<FormattedReference, 'html'> & { html?: string })[];
}

/**
 * Renders every citation of a document in one pass, as citeproc-js does for a word processor: numeric
 * styles number references by first citation and compress runs ([1-3]); author-date styles add year
 * suffixes and disambiguate names across the whole document. The bibliography lists the cited items
 * only, each finished by the style's rules (GB/T 7714) as the reference list is; its HTML (italics and
 * the like, for an HTML export) only when asked, as it costs a second pass.
 */
export function renderCitations(
  items: readonly CslItem[],
  citations: readonly CiteItemInput[][],
  style: CitationStyle,
  withHtml = false,
): RenderedCitations {
  if (citations.length === 0) return { labels: [], bibliography: [] };
  const byId = new Map(items.map((item) => [item.id, item]));
  // Inkstone's styles are all in-text (no "ibid." or other position-dependent forms), so a citation
  // repeated word for word renders the same wherever it stands: each distinct one is processed once,
  // in order of first appearance, which keeps numbering and disambiguation as for the whole document.
  const keyOf = (cites: readonly CiteItemInput[]) =>
    JSON.stringify(cites.map(({ id, locator }) => [id, locator?.trim() ?? '']));
  const distinct = new Map<string, readonly CiteItemInput[]>();
  for (const cites of citations) if (!distinct.has(keyOf(cites))) distinct.set(keyOf(cites), cites);
  const engine = citationJs().engine(
    items.map((item) => readyItem(item, style)),
    style.id,
    style.locale,
    'text',
  );
  const processed = engine.rebuildProcessorState(
    [...distinct.values()].map((cites, index) => ({
      citationID: `c${index}`,
      citationItems: cites.map(({ id, locator }) => (locator?.trim() ? { id, ...parseLocator(locator) } : { id })),
      properties: { noteIndex: 0 },
    })),
    'text',
    [],
  );
  const labelOf = new Map([...distinct.keys()].map((key, index) => [key, processed[index]![2]]));
  const [meta, texts] = engine.makeBibliography();
  let htmls: string[] = [];
  if (withHtml) {
    engine.setOutputFormat('html');
    [, htmls] = engine.makeBibliography();
  }
  const bibliography = meta.entry_ids.map(([id = ''], index) => ({
    bibkey: id,
    text: finishEntry(texts[index] ?? '', byId.get(id), style),
    ...(withHtml ? { html: finishEntry(htmls[index] ?? '', byId.get(id), style) } : {}),
  }));
  return { labels: citations.map((cites) => labelOf.get(keyOf(cites))!), bibliography };
}
