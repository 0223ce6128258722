import type { Paper } from '../../literature/paper.js';
import type { PromptPaper } from '../../llm/prompts/agentCommon.js';

/** A paper as the agent prompts show it, under `ref` (a batch number or its bibkey). */
export function toPromptPaper(paper: Pick<Paper, 'title' | 'year' | 'abstract'>, ref: string): PromptPaper {
  return { ref, title: paper.title, year: paper.year, abstract: paper.abstract };
}
