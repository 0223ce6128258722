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

const FORMAT = 'Format: {"groups": [{"name": "…", "bibkey": ["<key in brackets>", "…"]}]}';

/** Step 3 GroupPapers: themed groups of the kept papers, every paper in exactly one group. */
export function buildAgentGroupPrompt(topic: string, papers: readonly PromptPaper[], language: Language): BuiltPrompt {
  const task =
    'You organise the papers of a literature review. Sort the papers listed into 2 to 8 themed groups ' +
    '(by research question, method or object of study, whichever best serves the topic). Every paper goes ' +
    `into exactly one group; use the keys exactly as given in brackets. Name each group in ${languageName(language)} ` +
    'with a short noun phrase.';
  return {
    version: 'agentGroup.v1',
    system: [task, AGENT_DATA_RULE, JSON_ONLY_RULE, FORMAT].join('\n\n'),
    prompt: `${topicBlock(topic)}\n\n${papersBlock(papers, 300)}`,
  };
}
