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

const FORMAT = 'Format: {"sections": [{"section_name": "…", "bibkey": ["<key in brackets>", "…"], "reason": "…"}]}';

/** Step 3 InitSkeleton: the sections of one group, each with the reason its papers belong together. */
export function buildAgentSkeletonPrompt(
  topic: string,
  groupName: string,
  papers: readonly PromptPaper[],
  language: Language,
): BuiltPrompt {
  const task =
    'You draft part of the outline of a literature review. The papers listed form one group of the review. ' +
    'Split them into 1 to 4 sections a review would discuss separately (one section when they are close). ' +
    'Every paper goes into exactly one section; use the keys exactly as given in brackets. For each section ' +
    `write a section name and a reason of one to three sentences saying what the papers share and why they ` +
    `matter for the topic, both in ${languageName(language)}.`;
  return {
    version: 'agentSkeleton.v1',
    system: [task, AGENT_DATA_RULE, JSON_ONLY_RULE, FORMAT].join('\n\n'),
    prompt: `${topicBlock(topic)}\n\n<group>${groupName}</group>\n\n${papersBlock(papers, 300)}`,
  };
}
