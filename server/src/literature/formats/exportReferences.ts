import type { Paper } from '../paper.js';
import { writeBibtex } from './bibtexWriter.js';
import { paperToCsl } from './cslItem.js';
import type { ReferenceFormat } from './referenceFormats.js';
import { writeRis } from './risWriter.js';

/** The papers as one BibTeX, RIS or CSL-JSON file, each entry keyed by its bibkey. */
export function exportReferences(papers: readonly Paper[], format: ReferenceFormat): string {
  switch (format) {
    case 'bibtex':
      return writeBibtex(papers);
    case 'ris':
      return writeRis(papers);
    case 'csljson':
      return `${JSON.stringify(
        papers.map((paper) => paperToCsl(paper)),
        null,
        2,
      )}\n`;
  }
}
