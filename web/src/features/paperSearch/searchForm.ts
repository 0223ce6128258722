import { AgentSearchReq } from '@inkstone/shared/api/paperAgent';
import { PaperSourceName } from '@inkstone/shared/api/papers';
import type { Language } from '@inkstone/shared/constants';
import type { SearchOptionsValue } from './components/SearchOptionsFields';

/** The options a new search form starts with: every source, 50 papers, no year limits. */
export const defaultSearchOptions: SearchOptionsValue = {
  yearFrom: '',
  yearTo: '',
  maxPapers: '50',
  sources: [...PaperSourceName.options],
};

const numberOrUndefined = (text: string) => (text.trim() === '' ? undefined : Number(text));

/**
 * The search request a form describes, checked by the shared schema; `error` names the first
 * field that is wrong ("yearFrom: …") so the form can say so before anything is sent.
 * `knowledgeFileIds`: knowledge-base files chosen as sources beside the searched papers.
 */
export function searchRequestOf(
  topic: string,
  options: SearchOptionsValue,
  language: Language,
  knowledgeFileIds: readonly string[] = [],
): { request: AgentSearchReq; error: null } | { request: null; error: string } {
  const isAllSources = options.sources.length === PaperSourceName.options.length;
  const parsed = AgentSearchReq.safeParse({
    topic,
    language,
    maxPapers: numberOrUndefined(options.maxPapers),
    yearFrom: numberOrUndefined(options.yearFrom),
    yearTo: numberOrUndefined(options.yearTo),
    sources: isAllSources ? undefined : options.sources,
    knowledgeFileIds: knowledgeFileIds.length > 0 ? knowledgeFileIds : undefined,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { request: null, error: `${issue?.path.join('.') ?? ''}: ${issue?.message ?? ''}` };
  }
  const { yearFrom, yearTo } = parsed.data;
  if (yearFrom !== undefined && yearTo !== undefined && yearFrom > yearTo) {
    return { request: null, error: 'yearTo: must not be before yearFrom' };
  }
  return { request: parsed.data, error: null };
}
