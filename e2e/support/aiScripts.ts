import type { FakeReply } from '../../server/src/test/fakes/fakeLlm.js';
import { KNOWLEDGE_SCRIPTS } from './knowledgeScripts.js';
import { SEARCH_FLOW_SCRIPTS } from './searchFlowScripts.js';

/** A scripted model answer, given when the prompt contains `input`. */
export interface AiScript {
  input: string;
  /** The answer, or one made from the whole prompt (for answers that must echo keys the prompt holds). */
  reply: FakeReply | ((prompt: string) => FakeReply);
}

/**
 * The polish E2E: a paragraph with three faults, and an answer whose word diff against it has
 * exactly three changes ("was very" → "were highly", "show" → "shows", + "clear"). Reasoning comes
 * first; the delays let the test watch both stream.
 */
export const POLISH_SCRIPT = {
  input: 'The results was very significant and it show a trend.',
  answer: 'The results were highly significant and it shows a clear trend.',
  reasoning: ['The subject is plural, ', 'so the verbs must agree. ', 'A precise adjective helps.'],
} as const;

/**
 * The stop E2E: a slow answer (one word every 400 ms) that the test stops after a few words, so the
 * server charges only those and the header's words left must move.
 */
export const SLOW_SCRIPT = {
  input: 'A long passage that the reader stops halfway through.',
  answer: Array.from({ length: 40 }, (_, i) => `word${i + 1} `),
} as const;

/**
 * The writing E2E (e2e/writing.spec.ts): an outline over three library papers (keys as the library
 * assigns them), one written text for every section, and one support verdict. The same text cites a
 * paper outside the second section's set, so the citation guard is exercised in the browser too.
 */
export const WRITING_SCRIPT = {
  sections: ['Convolutional foundations', 'Attention on graphs'],
  text: 'Graph convolutions propagate labels over citation graphs [@kipf2017semi]. Sampling neighbourhoods lets models generalise to unseen nodes [@hamilton2017inductive]. Attention weights neighbours by learned relevance [@velickovic2018graph].',
} as const;

const WRITING_OUTLINE = {
  sections: [
    {
      id: 's1',
      title: WRITING_SCRIPT.sections[0],
      why: 'Spectral and sampling-based convolutions.',
      bibkeys: ['kipf2017semi', 'hamilton2017inductive'],
      subsections: [],
    },
    {
      id: 's2',
      title: WRITING_SCRIPT.sections[1],
      why: 'Attention over neighbours.',
      bibkeys: ['velickovic2018graph'],
      subsections: [],
    },
  ],
};

/**
 * Step 2's streamed outline suggestions (e2e/writing.spec.ts): two, streamed slowly enough to watch;
 * applying the first has the model revise the outline into `revised` (a third section).
 */
export const OUTLINE_SUGGESTION_SCRIPT = {
  suggestions: [
    'Add a section on scalable training, built on the sampling papers.',
    'Merge the two sections into one on message passing.',
  ],
  revised: 'Scalable training',
} as const;

const REVISED_OUTLINE = {
  sections: [
    ...WRITING_OUTLINE.sections,
    {
      title: OUTLINE_SUGGESTION_SCRIPT.revised,
      why: 'Neighbourhood sampling scales training.',
      bibkeys: ['hamilton2017inductive'],
      subsections: [],
    },
  ],
};

/** Every scripted answer of the e2e fake model; a prompt matching none gets a 500. */
export const AI_SCRIPTS: AiScript[] = [
  // Paper search and writing from its saved result (e2e/writingFromSearch.spec.ts); matched first.
  ...SEARCH_FLOW_SCRIPTS,
  // Knowledge base: ask, and write from an uploaded file (e2e/knowledgeWriting.spec.ts).
  ...KNOWLEDGE_SCRIPTS,
  {
    input: POLISH_SCRIPT.input,
    reply: {
      reasoning: [...POLISH_SCRIPT.reasoning],
      text: POLISH_SCRIPT.answer.split(/(?<= )/),
      delayMs: 250,
    },
  },
  { input: SLOW_SCRIPT.input, reply: { text: [...SLOW_SCRIPT.answer], delayMs: 400 } },
  // Writing flow: outline (generate, and the re-balance after a direct edit), sections, support check.
  { input: 'Plan the outline of', reply: { json: WRITING_OUTLINE } },
  { input: 'only re-assign the papers', reply: { json: WRITING_OUTLINE } },
  {
    input: 'Suggest how to improve its outline',
    reply: {
      text: OUTLINE_SUGGESTION_SCRIPT.suggestions.flatMap((item, i) => [`[${i + 1}] `, ...item.split(/(?<= )/), '\n']),
      // About 4 s in all, so the test can see the stream running (its Stop button) on a busy machine.
      delayMs: 150,
    },
  },
  { input: 'Revise the current outline of', reply: { json: REVISED_OUTLINE } },
  { input: 'Write only the section', reply: { text: [WRITING_SCRIPT.text] } },
  { input: '{"verdicts":', reply: { json: { verdicts: [{ n: 1, supported: true }] } } },
];
