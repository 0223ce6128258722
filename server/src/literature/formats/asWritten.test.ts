import { describe, expect, it } from 'vitest';
import { dedupePapers } from '../dedupe.js';
import type { Paper } from '../paper.js';
import { exportReferences } from './exportReferences.js';
import { formatReferences } from './formatReferences.js';
import { importReferences } from './importReferences.js';
import { REFERENCE_FORMATS, type ReferenceFormat } from './referenceFormats.js';
import { findCitationStyle } from './styles.js';

// Names and DOIs as their authors and publishers wrote them: the paper keeps normalised copies
// (matching, search, bibkeys), its reference keeps these for formatting and export.
const BIB = `@book{sodeman1974,
  author = {Sodeman, Jr., William A. and von Luxburg, Ulrike and {World Health Organization}},
  title = {Pathologic physiology: mechanisms of disease},
  publisher = {Saunders}, location = {Philadelphia}, year = {1974},
  doi = {10.1016/J.Jns.2013.11.029},
}`;
const DOI = '10.1016/J.Jns.2013.11.029';

function importOne(content: string, format: ReferenceFormat): Paper {
  const [entry] = importReferences(content, format);
  if (!entry || !('paper' in entry)) throw new Error(`not imported: ${JSON.stringify(entry)}`);
  return { ...entry.paper, bibkey: 'sodeman1974' };
}

const imported = importOne(BIB, 'bibtex');
const text = (styleId: string, paper: Paper = imported) =>
  formatReferences([paper], findCitationStyle(styleId)!)[0]!.text;

describe('authors and DOI as written', () => {
  it('are kept in the reference beside the paper’s normalised copies', () => {
    expect(imported.authors[0]).toEqual({ given: 'William A.', family: 'Sodeman' });
    expect(imported.doi).toBe('10.1016/j.jns.2013.11.029');
    expect(imported.csl?.author?.[0]).toEqual({ family: 'Sodeman', given: 'William A.', suffix: 'Jr.' });
    expect(imported.csl?.DOI).toBe(DOI);
  });

  it.each(REFERENCE_FORMATS)('survive a %s round trip exactly, twice', (format) => {
    const once = exportReferences([imported], format);
    expect(once).toContain(DOI);
    expect(once).not.toContain(DOI.toLowerCase());
    const back = importOne(once, format);
    expect(back.csl?.author?.[0]).toEqual({ family: 'Sodeman', given: 'William A.', suffix: 'Jr.' });
    expect(back.csl?.DOI).toBe(DOI);
    expect(back.doi).toBe(imported.doi);
    expect(back.authors).toEqual(imported.authors);
    expect(exportReferences([back], format)).toBe(once);
  });

  it('write the suffix where each format puts it', () => {
    expect(exportReferences([imported], 'bibtex')).toContain(
      'author = {Sodeman, Jr., William A. and von Luxburg, Ulrike and {World Health Organization}}',
    );
    expect(exportReferences([imported], 'ris')).toContain('AU  - Sodeman, William A., Jr.\n');
  });

  it('show the suffix and the DOI’s case in APA and GB/T 7714', () => {
    expect(text('apa')).toMatch(/^Sodeman, W\. A\., Jr\., von Luxburg, U\., & World Health Organization\./);
    expect(text('apa')).toContain(`https://doi.org/${DOI}`);
    expect(text('gb-t-7714-2015-numeric')).toMatch(
      /^\[1\] SODEMAN W A, Jr, VON LUXBURG U, World Health Organization\./,
    );
    expect(text('gb-t-7714-2025-numeric')).toMatch(
      /^\[1\] Sodeman W A，Jr，von Luxburg U，World Health Organization\./,
    );
    expect(text('gb-t-7714-2025-numeric')).toContain(`DOI:${DOI}.`);
  });

  it('fall back to the paper’s own fields for a reference stored before they were kept', () => {
    const { author: _author, DOI: _doi, ...csl } = imported.csl!;
    const stored = { ...imported, csl };
    expect(text('apa', stored)).toMatch(/^Sodeman, W\. A\., von Luxburg/);
    expect(exportReferences([stored], 'csljson')).toContain(`"DOI": "${imported.doi}"`);
  });

  it('give way to the paper’s when the paper’s authors or DOI are no longer the ones written', () => {
    const changed = { ...imported, authors: [{ given: 'Jane', family: 'Doe' }], doi: '10.1000/other' };
    expect(text('apa', changed)).toMatch(/^Doe, J\. \(1974\)/);
    expect(exportReferences([changed], 'bibtex')).toContain('doi = {10.1000/other}');
  });

  it('leave matching by DOI case-insensitive', () => {
    const lower = importOne(BIB.replace(DOI, DOI.toLowerCase()).replace('Sodeman, Jr.', 'Sodeman'), 'bibtex');
    const merged = dedupePapers([imported, lower]);
    expect(merged).toHaveLength(1);
    expect(merged[0]!.csl?.DOI).toBe(DOI);
  });
});
