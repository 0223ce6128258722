import { readFileSync } from 'node:fs';
import { Cite, logger, plugins, type CiteItem } from '@citation-js/core';
import '@citation-js/plugin-bibtex';
import '@citation-js/plugin-csl';
import '@citation-js/plugin-ris';
import { CITATION_STYLES } from './styles.js';

// The XML files are not compiled, so both src/ and dist/ read them from src/ (same depth in both).
const STYLE_DIR = new URL('../../../src/literature/formats/styles/', import.meta.url);

let isConfigured = false;

/** The parts of citation-js Inkstone uses. */
export interface CitationJs {
  Cite: typeof Cite;
  /** CSL items read from text of the given citation-js input type; throws on a syntax error. */
  parse(input: string, forceType: '@biblatex/text' | '@ris/file'): CiteItem[];
}

const api: CitationJs = { Cite, parse: (input, forceType) => plugins.input.chain(input, { forceType }) };

/**
 * citation-js with Inkstone's styles and locales registered (once, on first use,
 * so importing the literature code does not read eight XML files).
 */
export function citationJs(): CitationJs {
  if (isConfigured) return api;
  const csl = plugins.config.get('@csl');
  for (const style of CITATION_STYLES) {
    csl.styles.add(style.id, readFileSync(new URL(`${style.id}.csl`, STYLE_DIR), 'utf8'));
  }
  for (const locale of ['en-US', 'zh-CN']) {
    csl.locales.add(locale, readFileSync(new URL(`locales-${locale}.xml`, STYLE_DIR), 'utf8'));
  }
  // citation-js appends every log call to an in-memory array that is never emptied; we read none.
  (logger as { _output: () => void })._output = () => undefined;
  isConfigured = true;
  return api;
}
