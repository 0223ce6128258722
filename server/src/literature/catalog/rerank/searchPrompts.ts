import { AGENT_DATA_RULE, JSON_ONLY_RULE, papersBlock, topicBlock } from '../../../llm/prompts/agentCommon.js';
import type { BuiltPrompt } from '../../../llm/prompts/promptTypes.js';
import type { ScoredPaper } from '../../catalog.js';

const REWRITE_TASK =
  "You turn a researcher's question into queries for a keyword search engine over paper titles and " +
  'abstracts (BM25). Write 2 to 4 queries of 2 to 8 keywords each: the technical terms, method and ' +
  'task names and common synonyms the relevant papers would use; no question words, no boolean ' +
  'operators, no quotes. Keep the language of the question; add an English query when it is not English.';

const RERANK_TASK =
  "You rank papers by how well they answer a researcher's question. Read each paper's title and " +
  'abstract and list the numbers of the papers, most relevant first. Include every paper that could ' +
  'be relevant; leave out those that are clearly not.';

/** The question as keyword queries: `{"queries": ["…"]}`. */
export function buildRewritePrompt(question: string): BuiltPrompt {
  return {
    version: 'searchRewrite.v1',
    system: [REWRITE_TASK, AGENT_DATA_RULE, JSON_ONLY_RULE, 'Format: {"queries": ["…", "…"]}'].join('\n\n'),
    prompt: topicBlock(question),
  };
}

/** The candidates numbered from 1, ranked by the model: `{"ranking": [3, 1, …]}`. */
export function buildRerankPrompt(
  question: string,
  candidates: readonly ScoredPaper[],
  abstractChars: number,
): BuiltPrompt {
  const papers = candidates.map(({ paper }, i) => ({
    ref: String(i + 1),
    title: paper.title,
    year: paper.year,
    abstract: paper.abstract,
  }));
  return {
    version: 'searchRerank.v1',
    system: [RERANK_TASK, AGENT_DATA_RULE, JSON_ONLY_RULE, 'Format: {"ranking": [3, 1, 2]}'].join('\n\n'),
    prompt: `${topicBlock(question)}\n\n${papersBlock(papers, abstractChars)}`,
  };
}
