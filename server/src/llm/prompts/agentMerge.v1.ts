import type { Section } from '@inkstone/shared/api/paperAgent';
import type { Language } from '@inkstone/shared/constants';
import { AGENT_DATA_RULE, JSON_ONLY_RULE, languageName, topicBlock } from './agentCommon.js';
import type { BuiltPrompt } from './promptTypes.js';

const FORMAT =
  'Format: {"sections": [{"section_name": "…", "bibkey": ["…"], "reason": "…"}]} in the order the review should follow.';

/** Step 3 MergeSkeleton: one ordered outline from the draft sections of every group. */
export function buildAgentMergePrompt(topic: string, drafts: readonly Section[], language: Language): BuiltPrompt {
  const task =
    'You finalise the outline of a literature review from draft sections written group by group. Order the ' +
    'sections so the review reads from foundations to recent directions, merge sections that overlap, and keep ' +
    'every paper key in exactly one section (do not drop, invent or repeat keys). Keep or improve each reason; ' +
    `write names and reasons in ${languageName(language)}.`;
  const draftBlock = drafts
    .map((s, i) => `${i + 1}. ${s.section_name}\nkeys: ${s.bibkey.join(', ')}\nreason: ${s.reason}`)
    .join('\n\n');
  return {
    version: 'agentMerge.v1',
    system: [task, AGENT_DATA_RULE, JSON_ONLY_RULE, FORMAT].join('\n\n'),
    prompt: `${topicBlock(topic)}\n\n<drafts>\n${draftBlock}\n</drafts>`,
  };
}
