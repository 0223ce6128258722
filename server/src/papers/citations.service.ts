import type { CiteReq, CiteRes } from '@inkstone/shared/api/papers';
import type { AppContext } from '../context.js';
import * as library from '../db/repos/libraryPapers.js';
import { ValidationError } from '../errors.js';
import { paperToCsl } from '../literature/formats/cslItem.js';
import { exportReferences } from '../literature/formats/exportReferences.js';
import { paperItem } from '../literature/formats/formatReferences.js';
import { renderCitations } from '../literature/formats/renderCitations.js';
import { findCitationStyle } from '../literature/formats/styles.js';
import type { Paper } from '../literature/paper.js';

/** The papers behind the cited keys: the library's entry first, else the note's own copy. */
async function citedPapers(ctx: AppContext, userId: string, req: CiteReq) {
  const keys = [...new Set(req.citations.flatMap((citation) => citation.items.map((item) => item.bibkey)))];
  const rows = keys.length > 0 ? await library.findByBibkeys(ctx.db, userId, keys) : [];
  const fromLibrary = new Map<string, Paper>(rows.map((row) => [row.bibkey, { ...row.paper, bibkey: row.bibkey }]));
  const copies = new Map((req.papers ?? []).map((paper) => [paper.bibkey, paper]));
  const papers = new Map<string, { paper: Paper; isMissing: boolean }>();
  const unknown: string[] = [];
  for (const key of keys) {
    const paper = fromLibrary.get(key) ?? copies.get(key);
    if (paper) papers.set(key, { paper, isMissing: !fromLibrary.has(key) });
    else unknown.push(key);
  }
  return { papers, unknown, fromLibrary: [...fromLibrary.values()] };
}

/**
 * A note's citations rendered in its style with the bibliography of what they cite. A key found
 * nowhere is left out of its citation (and reported); a citation with no known key gets no label.
 */
export async function citeInNote(ctx: AppContext, userId: string, req: CiteReq): Promise<CiteRes> {
  const style = findCitationStyle(req.style);
  if (!style) throw ValidationError(`style: unknown style "${req.style}"`);
  const { papers, unknown, fromLibrary } = await citedPapers(ctx, userId, req);
  const known = req.citations.map((citation) =>
    citation.items.filter((item) => papers.has(item.bibkey)).map(({ bibkey, locator }) => ({ id: bibkey, locator })),
  );
  const rendered = renderCitations(
    [...papers.values()].map(({ paper }) => paperItem(paper, style)),
    known.filter((items) => items.length > 0),
    style,
    Boolean(req.withBibtex),
  );
  const labels = rendered.labels.values();
  const cited = rendered.bibliography.map((entry) => papers.get(entry.bibkey)!.paper);
  return {
    style: style.id,
    kind: style.kind,
    labels: known.map((items) => (items.length > 0 ? (labels.next().value ?? null) : null)),
    bibliography: rendered.bibliography.map((entry) => ({ ...entry, isMissing: papers.get(entry.bibkey)!.isMissing })),
    papers: fromLibrary,
    unknown,
    ...(req.withBibtex ? { bibtex: exportReferences(cited, 'bibtex'), items: cited.map(paperToCsl) } : {}),
  };
}
