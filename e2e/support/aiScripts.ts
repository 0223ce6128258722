import type { FakeReply } from '../../server/src/test/fakes/fakeLlm.js';

/** A scripted model answer, given when the prompt contains `input`. */
export interface AiScript {
  input: string;
  reply: FakeReply;
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

/** Every scripted answer of the e2e fake model; a prompt matching none gets a 500. */
export const AI_SCRIPTS: AiScript[] = [
  {
    input: POLISH_SCRIPT.input,
    reply: {
      reasoning: [...POLISH_SCRIPT.reasoning],
      text: POLISH_SCRIPT.answer.split(/(?<= )/),
      delayMs: 250,
    },
  },
];
