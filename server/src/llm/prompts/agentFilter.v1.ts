import type { Language } from '@inkstone/shared/constants';
import {
  AGENT_DATA_RULE,
  JSON_ONLY_RULE,
  languageName,
  papersBlock,
  topicBlock,
  type PromptPaper,
} from './agentCommon.js';
import type { BuiltPrompt } from './promptTypes.js';

const TASK =
  'You judge candidate papers for a literature search. For every paper listed, judge from its title and ' +
  'abstract how relevant it is to the research topic: a score from 0 (unrelated) to 1 (directly on the ' +
  'topic), where 0.5 means useful background. Give a one-line reason naming what makes it relevant or not.';

const FORMAT =
  'Format: {"judgements": [{"ref": "<the number in brackets>", "score": 0.8, "reason": "…"}]} with one ' +
  'entry per paper, in the order given.';

/** Step 2 FilterPapers: relevance scores and one-line reasons for one batch of candidates. */
export function buildAgentFilterPrompt(topic: string, papers: readonly PromptPaper[], language: Language): BuiltPrompt {
  return {
    version: 'agentFilter.v1',
    system: [TASK, `Write the reasons in ${languageName(language)}.`, AGENT_DATA_RULE, JSON_ONLY_RULE, FORMAT].join(
      '\n\n',
    ),
    prompt: `${topicBlock(topic)}\n\n${papersBlock(papers, 700)}`,
  };
}
