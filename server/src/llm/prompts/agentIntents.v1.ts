import { AGENT_DATA_RULE, JSON_ONLY_RULE, topicBlock } from './agentCommon.js';
import type { BuiltPrompt } from './promptTypes.js';

const TASK =
  'You are a research librarian. Read the research topic (it may be in Chinese or English) and state what ' +
  'the researcher is looking for as 3 to 5 distinct research intents: the questions, methods, objects of ' +
  'study or applications the literature search must cover. Each intent is one short sentence in the ' +
  "topic's own language.";

const FORMAT = 'Format: {"intents": ["…", "…"]}';

/** Step 2 AiSearch: the research intents behind a topic. */
export function buildAgentIntentsPrompt(topic: string): BuiltPrompt {
  return {
    version: 'agentIntents.v1',
    system: [TASK, AGENT_DATA_RULE, JSON_ONLY_RULE, FORMAT].join('\n\n'),
    prompt: topicBlock(topic),
  };
}
