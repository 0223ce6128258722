import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as CitationCore from '@citation-js/core';
import type { Cite, CiteItem } from '@citation-js/core';
import { CITATION_STYLES } from './styles.js';

// citation-js (CommonJS, large once loaded) is required on first use, not at start-up, so a server
// that never formats or imports references does not carry it; the API stays synchronous.
const requireCjs = createRequire(import.meta.url);

// The XML files are not compiled, so both src/ and dist/ read them from src/ (same depth in both).
const STYLE_DIR = new URL('../../../src/literature/formats/styles/', import.meta.url);

let api: CitationJs | undefined;

/** The parts of citation-js Inkstone uses. */
export interface CitationJs {
  Cite: typeof Cite;
  /** CSL items read from text of the given citation-js input type; throws on a syntax error. */
  parse(input: string, forceType: '@biblatex/text' | '@ris/file'): CiteItem[];
  /** A citeproc-js engine holding `items`, set up for the style, locale and output format. */
  engine(items: readonly CiteItem[], styleId: string, locale: string, format: 'text' | 'html'): CiteprocEngine;
}

/** The citeproc-js calls in-text citations use (citeproc ships no types). */
export interface CiteprocEngine {
  /** Processes every citation of a document at once: [citationID, noteIndex, rendered] for each, in order. */
  rebuildProcessorState(
    citations: {
      citationID: string;
      citationItems: { id: string; locator?: string; label?: string }[];
      properties: { noteIndex: number };
    }[],
    format: 'text' | 'html',
    uncited: string[],
  ): [string, number, string][];
  /** The bibliography of the cited items: [{ entry_ids }, entries]. */
  makeBibliography(): [{ entry_ids: string[][] }, string[]];
  setOutputFormat(format: 'text' | 'html'): void;
}

/**
 * citation-js with Inkstone's styles and locales registered (once, on first use,
 * so importing the literature code does not read eight XML files).
 */
export function citationJs(): CitationJs {
  if (api) return api;
  const { Cite, logger, plugins } = requireCjs('@citation-js/core') as typeof CitationCore;
  for (const plugin of ['@citation-js/plugin-bibtex', '@citation-js/plugin-csl', '@citation-js/plugin-ris']) {
    requireCjs(plugin);
  }
  const csl = plugins.config.get('@csl');
  for (const style of CITATION_STYLES) {
    csl.styles.add(style.id, readFileSync(new URL(`${style.id}.csl`, STYLE_DIR), 'utf8'));
  }
  for (const locale of ['en-US', 'zh-CN']) {
    csl.locales.add(locale, readFileSync(new URL(`locales-${locale}.xml`, STYLE_DIR), 'utf8'));
  }
  // citation-js appends every log call to an in-memory array that is never emptied; we read none.
  (logger as { _output: () => void })._output = () => undefined;
  api = {
    Cite,
    parse: (input, forceType) => plugins.input.chain(input, { forceType }),
    // The CSL plugin's config also holds its engine factory, which its typings leave out.
    engine: (items, styleId, locale, format) =>
      (csl as unknown as { engine: (...args: unknown[]) => CiteprocEngine }).engine(items, styleId, locale, format),
  };
  return api;
}
