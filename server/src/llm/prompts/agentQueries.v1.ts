import { AGENT_DATA_RULE, JSON_ONLY_RULE, topicBlock } from './agentCommon.js';
import type { BuiltPrompt } from './promptTypes.js';

const TASK =
  'You write search queries for scholarly search engines (keyword search over titles and abstracts). ' +
  'From the research topic and its intents, write 3 to 6 English queries of 2 to 6 keywords each that ' +
  'together cover every intent: use the technical terms and common synonyms papers would use, no ' +
  'boolean operators, no quotes. When the topic is in Chinese or Chinese-language literature is likely ' +
  'to matter, add 1 or 2 Chinese queries as well.';

const FORMAT = 'Format: {"queries": ["…", "…"]}';

/** Step 2 ExpandQueries: English (and where useful Chinese) keyword queries for the topic. */
export function buildAgentQueriesPrompt(topic: string, intents: readonly string[]): BuiltPrompt {
  const intentList = intents.map((intent, i) => `${i + 1}. ${intent}`).join('\n');
  return {
    version: 'agentQueries.v1',
    system: [TASK, AGENT_DATA_RULE, JSON_ONLY_RULE, FORMAT].join('\n\n'),
    prompt: `${topicBlock(topic)}\n\n<intents>\n${intentList || '(none)'}\n</intents>`,
  };
}
