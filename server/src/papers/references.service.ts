import type {
  ExportReferencesReq,
  FormatReferencesReq,
  FormatReferencesRes,
  PaperDto,
} from '@inkstone/shared/api/papers';
import type { AppContext } from '../context.js';
import * as library from '../db/repos/libraryPapers.js';
import { ValidationError } from '../errors.js';
import { uniqueBibkey } from '../literature/bibkey.js';
import { exportReferences } from '../literature/formats/exportReferences.js';
import { formatReferences } from '../literature/formats/formatReferences.js';
import { REFERENCE_FILE_TYPES } from '../literature/formats/referenceFormats.js';
import { findCitationStyle } from '../literature/formats/styles.js';
import type { Paper } from '../literature/paper.js';
import { entriesByBibkeys, LIBRARY_EXPORT_MAX } from './library.service.js';

/** Papers given in full keep their data; repeated bibkeys get suffixes so each entry stays distinct. */
function distinctKeys(papers: readonly PaperDto[]): Paper[] {
  const taken = new Set<string>();
  return papers.map((paper) =>
    taken.has(paper.bibkey)
      ? { ...paper, bibkey: uniqueBibkey(paper.bibkey, taken) }
      : (taken.add(paper.bibkey), paper),
  );
}

async function selectedPapers(
  ctx: AppContext,
  userId: string,
  selection: { papers?: PaperDto[]; bibkeys?: string[] },
): Promise<Paper[]> {
  if (selection.papers) return distinctKeys(selection.papers);
  const rows = selection.bibkeys
    ? await entriesByBibkeys(ctx, userId, selection.bibkeys)
    : await library.listAll(ctx.db, userId, LIBRARY_EXPORT_MAX);
  return rows.map((row) => ({ ...row.paper, bibkey: row.bibkey }));
}

/** The papers (given, or library entries by bibkey) formatted in the requested style. */
export async function formatSelection(
  ctx: AppContext,
  userId: string,
  req: FormatReferencesReq,
): Promise<FormatReferencesRes> {
  const style = findCitationStyle(req.style);
  if (!style) throw ValidationError(`style: unknown style "${req.style}"`);
  const papers = await selectedPapers(ctx, userId, req);
  return { style: style.id, items: formatReferences(papers, style) };
}

/** A reference file of the selection (or of the whole library), with its content type and file name. */
export async function exportSelection(
  ctx: AppContext,
  userId: string,
  req: ExportReferencesReq,
): Promise<{ body: string; contentType: string; fileName: string }> {
  const papers = await selectedPapers(ctx, userId, req);
  const { contentType, extension } = REFERENCE_FILE_TYPES[req.format];
  const fileName = `${papers.length === 1 ? papers[0]!.bibkey : 'references'}.${extension}`;
  return { body: exportReferences(papers, req.format), contentType, fileName };
}
