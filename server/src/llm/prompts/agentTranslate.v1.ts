import type { Language } from '@inkstone/shared/constants';
import { AGENT_DATA_RULE, JSON_ONLY_RULE, languageName, papersBlock, type PromptPaper } from './agentCommon.js';
import type { BuiltPrompt } from './promptTypes.js';

const FORMAT =
  'Format: {"items": [{"ref": "<the number in brackets>", "title": "…", "summary": "…"}]} with one entry per paper.';

/** Step 2 TranslatePapers: titles and a two-sentence summary in the UI language. */
export function buildAgentTranslatePrompt(papers: readonly PromptPaper[], language: Language): BuiltPrompt {
  const target = languageName(language);
  const task =
    `Translate each paper's title into ${target} faithfully, keeping technical terms, model names and ` +
    `acronyms as the field writes them, and write a summary of at most two sentences in ${target} from ` +
    'its abstract (empty when there is no abstract). Do not add anything the abstract does not say.';
  return {
    version: 'agentTranslate.v1',
    system: [task, AGENT_DATA_RULE, JSON_ONLY_RULE, FORMAT].join('\n\n'),
    prompt: papersBlock(papers, 1200),
  };
}
