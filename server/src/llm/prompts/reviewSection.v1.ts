import type { PaperDto } from '@inkstone/shared/api/papers';
import type { OutlineSection, WritingOptions } from '@inkstone/shared/api/writing';
import { OUTPUT_RULE } from './common.js';
import type { BuiltPrompt } from './promptTypes.js';
import { kindName, PAPERS_RULE, papersBlock, writingLanguageRule, type ExcerptsByKey } from './writingCommon.js';

/** One section of the review to write, with only its own papers. */
export interface ReviewSectionPromptInput {
  topic: string;
  options: WritingOptions;
  section: OutlineSection;
  /** The section's papers: the only ones the model sees and may cite. */
  papers: readonly PaperDto[];
  /** Passages of the papers that are the user's own files, with their pages. */
  excerpts: ExcerptsByKey;
  /** Titles of all sections, so the section fits the whole. */
  outlineTitles: readonly string[];
  words: number;
}

const ABSTRACT_CHARS = 1500;

const CITATION_RULE =
  'Cite only the papers listed below, and only by their key in square brackets with an at sign: [@key], or ' +
  '[@key1; @key2] for several. Never cite any other work, never cite by author and year or by number, and do not ' +
  'write a reference list. Every statement taken from a paper cites it, and states only what its title and ' +
  'abstract support; do not invent findings, numbers or quotes.';

const EXCERPT_RULE =
  'Some papers come with excerpts of their full text, each marked with its pages. A statement taken from an ' +
  'excerpt cites the page after the key, as [@key, p. 4] or [@key, pp. 4-5] (several: [@key, p. 4; @other]); ' +
  'it states only what the excerpt says.';

/** A review section (generateReview writes the review one section at a time). */
export function buildReviewSectionPrompt(input: ReviewSectionPromptInput): BuiltPrompt {
  const { section } = input;
  const task =
    `You are writing ${kindName(input.options.kind)} on the topic "${input.topic}". Write only the section ` +
    `"${section.title}", about ${input.words} words, as Markdown: start with the heading "## ${section.title}" and ` +
    'use "### " headings for its subsections. Synthesise and compare the papers; do not summarise them one by one.';
  const plan = [
    `Section: ${section.title}${section.why ? ` — ${section.why}` : ''} (papers: ${section.bibkeys.join(', ') || 'none'})`,
    ...section.subsections.map(
      (s) => `Subsection: ${s.title}${s.why ? ` — ${s.why}` : ''} (papers: ${s.bibkeys.join(', ')})`,
    ),
  ].join('\n');
  return {
    version: 'reviewSection.v1',
    system: [
      task,
      CITATION_RULE,
      ...(input.excerpts.size > 0 ? [EXCERPT_RULE] : []),
      OUTPUT_RULE,
      PAPERS_RULE,
      writingLanguageRule(input.options),
    ].join('\n\n'),
    prompt: [
      `The whole outline, for context: ${input.outlineTitles.join(' | ')}`,
      `The plan of this section:\n${plan}`,
      papersBlock(input.papers, ABSTRACT_CHARS, input.excerpts),
    ].join('\n\n'),
  };
}
