import type { AgentKnowledgeFile, AgentPassage } from '@inkstone/shared/api/paperAgent';
import type { AppContext } from '../../context.js';
import * as library from '../../db/repos/libraryPapers.js';
import type { KnowledgeFileRow } from '../../db/schema/index.js';
import { searchPassages } from '../../knowledge/search.service.js';
import { assignBibkeys } from '../../literature/bibkey.js';
import type { ScoredPaper } from '../../literature/catalog.js';
import { identityKeys, mergePapers } from '../../literature/dedupe.js';
import { emptyPaper, type Paper, type PaperInput } from '../../literature/paper.js';

/** The source name a knowledge-base file's paper carries, with the file's id (see knowledge/libraryLink.ts). */
export const UPLOAD_SOURCE = 'upload';

/** How much of a file's best passage the filter's model reads beside the abstract. */
const PROMPT_PASSAGE_CHARS = 600;

/** A chosen file as a candidate: the paper its library entry holds, and its best passage for the topic. */
export interface KnowledgeSource {
  fileId: string;
  fileName: string;
  paper: PaperInput;
  /** The best passage for the topic, or null when no passage of the file matched it. */
  passage: AgentPassage | null;
  passageText: string | null;
}

/** A file's candidate after joining: its source and the paper as the results show it (no prompt text). */
export interface JoinedSource {
  source: KnowledgeSource;
  paper: Paper;
}

/** The candidates with the files joined, the files by their papers' bibkeys, and what the run reports. */
export interface JoinedCandidates {
  candidates: ScoredPaper[];
  byBibkey: Map<string, JoinedSource>;
  files: AgentKnowledgeFile[];
  /** Files that were not among the searched candidates already. */
  added: number;
}

// The file's paper when its library entry is gone: what was read from it, or its name.
function paperOfFile(file: KnowledgeFileRow): PaperInput {
  const title = (file.metadata as { title?: string | null } | null)?.title;
  return emptyPaper(title || file.name.replace(/\.[^.]+$/, ''));
}

/** Each file's library entry (as a paper marked with its upload source) and its best passage for `topic`. */
export async function loadKnowledgeSources(
  ctx: AppContext,
  userId: string,
  files: readonly KnowledgeFileRow[],
  topic: string,
  signal: AbortSignal,
): Promise<KnowledgeSource[]> {
  const out: KnowledgeSource[] = [];
  for (const file of files) {
    signal.throwIfAborted();
    const entry = file.libraryPaperId ? await library.findOwned(ctx.db, userId, file.libraryPaperId) : undefined;
    const { bibkey: _bibkey, ...stored } = entry?.paper ?? { ...paperOfFile(file), bibkey: '' };
    const isMarked = stored.sources.some((s) => s.source === UPLOAD_SOURCE && s.id === file.id);
    const paper = {
      ...stored,
      sources: isMarked ? stored.sources : [...stored.sources, { source: UPLOAD_SOURCE, id: file.id }],
    };
    const [hit] = await searchPassages(ctx, userId, { query: topic, fileIds: [file.id], limit: 1 });
    const passage = hit
      ? { fileId: file.id, fileName: file.name, pageFrom: hit.pageFrom, pageTo: hit.pageTo, snippet: hit.snippet }
      : null;
    out.push({ fileId: file.id, fileName: file.name, paper, passage, passageText: hit?.text ?? null });
  }
  return out;
}

// What the filter reads of a file's paper: its abstract and its best passage, so a file without an
// abstract is judged by its own words.
function forPrompt(paper: Paper, source: KnowledgeSource): Paper {
  if (!source.passageText || !source.passage) return paper;
  const passage = `[p. ${source.passage.pageFrom}] ${source.passageText.slice(0, PROMPT_PASSAGE_CHARS)}`;
  // The passage first: the prompt cuts long abstracts, and the passage is what ties the file to the topic.
  return { ...paper, abstract: paper.abstract ? `${passage}\n\n${paper.abstract}` : passage };
}

/**
 * Joins the files' papers to the searched candidates (at most `max` in all, the files always in): a
 * file holding a searched paper takes its place and key (the records merged); a file whose passages
 * match the topic ranks with the best searched paper, one matching nothing after every searched
 * paper, so the filter (or, offline, the rank) decides whether it is kept.
 */
export function joinKnowledge(
  searched: readonly ScoredPaper[],
  sources: readonly KnowledgeSource[],
  max: number,
): JoinedCandidates {
  const byBibkey = new Map<string, JoinedSource>();
  if (sources.length === 0) return { candidates: searched.slice(0, max), byBibkey, files: [], added: 0 };
  const best = searched[0]?.score ?? 1;
  const rest = [...searched];
  const taken = new Set(searched.map((c) => c.paper.bibkey));
  let added = 0;
  for (const source of sources) {
    const keys = new Set(identityKeys(source.paper));
    const at = rest.findIndex((c) => identityKeys(c.paper).some((key) => keys.has(key)));
    const same = at >= 0 ? rest.splice(at, 1)[0] : undefined;
    const paper: Paper = same
      ? { ...mergePapers(same.paper, source.paper), bibkey: same.paper.bibkey }
      : assignBibkeys([source.paper], taken)[0]!;
    if (!same) added++;
    // Two files of one paper (one library entry) are one candidate: the first chosen.
    if (!byBibkey.has(paper.bibkey)) byBibkey.set(paper.bibkey, { source, paper });
  }
  const own = [...byBibkey.values()].map(({ source, paper }) => ({
    paper: forPrompt(paper, source),
    score: source.passage ? best || 1 : 0,
  }));
  const room = Math.max(0, max - own.length);
  const candidates = [...own.filter((c) => c.score > 0), ...rest.slice(0, room), ...own.filter((c) => c.score === 0)];
  const files = sources.map((s) => ({ fileId: s.fileId, fileName: s.fileName, hasPassage: s.passage !== null }));
  return { candidates, byBibkey, files, added };
}
