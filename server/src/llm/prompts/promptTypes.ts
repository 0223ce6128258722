import type { Language } from '@inkstone/shared/constants';

/** What every tool prompt is built from (the request body of a tool call). */
export interface PromptInput {
  text: string;
  /** The author's own instruction, followed unless it conflicts with the tool's rules. */
  instruction?: string;
  /** Output language; without it the output keeps the input's language. */
  language?: Language;
  /** polishBySuggestion: the suggestions to apply. */
  suggestions?: string[];
}

/** A prompt ready to send, with the id of the prompt file that built it (for logs and tests). */
export interface BuiltPrompt {
  version: string;
  system: string;
  prompt: string;
}
