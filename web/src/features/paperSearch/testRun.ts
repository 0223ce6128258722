import { SearchStatus, SortStatus, type AgentPaper } from '@inkstone/shared/api/paperAgent';
import type { SearchProgress, SortProgress } from '@inkstone/shared/api/paperAgentStream';

/** A kept paper for tests of the flow. */
export function agentPaper(bibkey: string, overrides: Partial<AgentPaper> = {}): AgentPaper {
  return {
    bibkey,
    title: `Paper ${bibkey}`,
    authors: [{ given: 'Ada', family: 'Lovelace' }, { name: '张三' }],
    year: 2021,
    venue: 'ACL',
    abstract: `Abstract of ${bibkey}.`,
    doi: `10.1000/${bibkey}`,
    arxivId: null,
    pmid: null,
    openalexId: null,
    s2Id: null,
    url: null,
    pdfUrl: null,
    citationCount: 12,
    language: 'en',
    keywords: [],
    sources: [{ source: 'local', id: bibkey }],
    relevance: 0.9,
    reason: 'On topic.',
    translatedTitle: `论文 ${bibkey}`,
    translatedSummary: null,
    ...overrides,
  };
}

const papers = [agentPaper('a2021'), agentPaper('b2022'), agentPaper('c2023')];
const sections = [
  { section_name: '神经机器翻译', bibkey: ['a2021', 'b2022'], reason: 'Both translate with neural models.' },
  { section_name: '评测', bibkey: ['c2023'], reason: 'Evaluation.' },
];

/** The progress events of a whole step-2 run, in the order the server sends them. */
export const searchRun: SearchProgress[] = [
  { status: SearchStatus.GetUUID, data: { id: '5a7f2c1e-0000-4000-8000-000000000001' } },
  { status: SearchStatus.Connected, data: { usesAi: true, wordsCost: 500 } },
  { status: SearchStatus.AiSearch, data: { aiSearchResult: ['Neural MT quality'] } },
  { status: SearchStatus.ExpandQueries, data: { expandQueriesResult: ['neural machine translation', '神经机器翻译'] } },
  {
    status: SearchStatus.SearchSemantic,
    data: { searchSemanticLength: 42, sources: [{ source: 'local', status: 'ok', count: 42, ms: 12 }] },
  },
  { status: SearchStatus.FilterPapers, data: { kept: 1, judged: 20, total: 42 } },
  { status: SearchStatus.FilterPapers, data: { kept: 3, judged: 42, total: 42 } },
  { status: SearchStatus.TranslatePapers, data: { translated: 3, total: 3 } },
  {
    status: SearchStatus.Finished,
    data: { bibList: papers, bibDict: Object.fromEntries(papers.map((p) => [p.bibkey, p])) },
  },
];

/** The progress events of a whole step-3 run. */
export const sortRun: SortProgress[] = [
  { status: SortStatus.Connected, data: { id: '5a7f2c1e-0000-4000-8000-000000000001', usesAi: true } },
  { status: SortStatus.GroupPapers, data: { groupPapers: [{ name: 'MT', bibkey: ['a2021', 'b2022', 'c2023'] }] } },
  { status: SortStatus.InitSkeleton, data: { initSkeletons: [sections] } },
  { status: SortStatus.MergeSkeleton, data: { mergedSkeleton: sections } },
  { status: SortStatus.Finished, data: { mergedSkeleton: sections } },
];

/** The last event of the step-2 run with `status` (a run without one fails the test). */
export function searchProgressAt(status: SearchProgress['status']): SearchProgress {
  const found = searchRun.findLast((progress) => progress.status === status);
  if (!found) throw new Error(`the test run has no status ${status}`);
  return found;
}
