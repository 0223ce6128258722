import type { Paper } from '../paper.js';
import { citationJs } from './citationJs.js';
import { paperToCsl } from './cslItem.js';

type RisRecord = Record<string, string | number | Array<string | number>>;

/**
 * The papers as one RIS file. citation-js maps the fields; the lines are written here because
 * citation-js breaks values every 70 characters, mid-word, and its own reader then joins the pieces
 * with a space ("und erstanding").
 */
export function writeRis(papers: readonly Paper[]): string {
  if (papers.length === 0) return '';
  const { Cite } = citationJs();
  const items = papers.map((paper) => paperToCsl(paper));
  const records = new Cite(items).format('ris', { format: 'object' }) as unknown as RisRecord[];
  return records
    .map((record, i) => {
      // citation-js writes no publisher for journal articles; RIS has the tag for every type.
      const publisher = items[i]?.publisher;
      if (!record.PB && typeof publisher === 'string') record.PB = publisher;
      const lines = [`TY  - ${String(record.TY)}`];
      for (const [tag, value] of Object.entries(record)) {
        if (tag === 'TY') continue;
        for (const item of [value].flat()) lines.push(`${tag}  - ${String(item).replace(/\s+/g, ' ').trim()}`);
      }
      lines.push('ER  - ');
      return lines.join('\n');
    })
    .join('\n\n')
    .concat('\n');
}
