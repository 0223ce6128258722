import type { PaperDto } from '@inkstone/shared/api/papers';
import type { Section } from '@inkstone/shared/api/paperAgent';
import type { EditedSection, WritingOptions } from '@inkstone/shared/api/writing';
import { OUTPUT_RULE } from './common.js';
import type { BuiltPrompt } from './promptTypes.js';
import { kindName, PAPERS_RULE, papersBlock, writingLanguageRule } from './writingCommon.js';

/** What an outline prompt is built from; `mode` says which call it serves. */
export interface OutlinePromptInput {
  mode: 'generate' | 'byReview' | 'revise' | 'rebalance';
  topic: string;
  options: WritingOptions;
  papers: readonly PaperDto[];
  /** The paper search's themed sections, as a starting point. */
  grouping?: readonly Section[];
  /** byReview: the existing review text to follow. */
  reviewText?: string;
  /** revise / rebalance: the current (or user-edited) outline. */
  outline?: readonly EditedSection[];
  /** revise: the user's instruction. */
  instruction?: string;
}

// Abstracts are cut short here: the outline needs what a paper is about, not its details.
const ABSTRACT_CHARS = 300;

const FORMAT =
  'Reply with JSON only, no code fence, in this form: {"sections":[{"id":"…","title":"…","why":"…",' +
  '"bibkeys":["key"],"subsections":[{"id":"…","title":"…","why":"…","bibkeys":["key"]}]}]}. ' +
  '"why" says in one or two sentences why these papers support the (sub)section. Use 3 to 8 sections and ' +
  'at most 4 subsections per section. "bibkeys" lists only keys from the papers below, exactly as written; ' +
  'never a paper that is not listed. Every paper should support at least one (sub)section.';

const TASKS: Record<OutlinePromptInput['mode'], string> = {
  generate: 'Plan the outline of {kind} on the topic below, built from the papers listed.',
  byReview:
    'Derive the outline of {kind} on the topic below from the existing review text given between <review> ' +
    'and </review>: keep its structure and argument, and attach to each (sub)section the listed papers that support it.',
  revise:
    'Revise the current outline of {kind} (between <outline> and </outline>) as the author instructs. Keep the ' +
    'ids of sections you keep; new sections have no id.',
  rebalance:
    'The author edited the outline of {kind} (between <outline> and </outline>). Keep every section and ' +
    'subsection with its id, title and order exactly; only re-assign the papers so that each (sub)section lists ' +
    'the papers that best support it, and rewrite each "why".',
};

/** Outline prompts (generateOutline, generateOutlineByReview, reviseOutline, revisionOutline). */
export function buildOutlinePrompt(input: OutlinePromptInput): BuiltPrompt {
  const task = `You are an experienced academic supervisor. ${TASKS[input.mode].replace('{kind}', kindName(input.options.kind))}`;
  const parts = [
    `Topic: ${input.topic}`,
    `Target length of the whole text: about ${input.options.length} words.`,
    papersBlock(input.papers, ABSTRACT_CHARS),
  ];
  if (input.grouping?.length) {
    const groups = input.grouping.map((s) => `- ${s.section_name}: ${s.bibkey.join(', ')} (${s.reason})`).join('\n');
    parts.push(`The paper search grouped the papers like this (a starting point, not a constraint):\n${groups}`);
  }
  if (input.reviewText) parts.push(`<review>\n${input.reviewText}\n</review>`);
  if (input.outline) parts.push(`<outline>\n${JSON.stringify({ sections: input.outline })}\n</outline>`);
  if (input.instruction) parts.push(`The author's instruction: ${input.instruction}`);
  return {
    version: `outline.${input.mode}.v1`,
    system: [task, FORMAT, OUTPUT_RULE, PAPERS_RULE, writingLanguageRule(input.options)].join('\n\n'),
    prompt: parts.join('\n\n'),
  };
}
