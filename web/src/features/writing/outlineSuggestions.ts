import { WORKFLOW_TEXT_MAX_CHARS } from '@inkstone/shared/api/workflow';
import { REVISE_INSTRUCTION_MAX_CHARS } from '@inkstone/shared/api/writing';
import { splitNumberedItems } from '@inkstone/shared/numberedItems';
import type { WritingPaper } from '@inkstone/shared/api/writing';
import type { AiStreamState } from '../aiTools/streamReducer';
import type { DraftItem, DraftSection } from './outlineDraft';

function itemLines(item: DraftItem, number: string, indent: string, papers: ReadonlyMap<string, WritingPaper>) {
  const cited = item.bibkeys.flatMap((key) => papers.get(key) ?? []);
  const sources = cited.map((paper) => `${paper.title}${paper.year ? ` (${paper.year})` : ''}`).join('; ');
  return [
    `${indent}${number} ${item.title}`,
    ...(item.why ? [`${indent}   Why: ${item.why}`] : []),
    `${indent}   Papers (${cited.length}): ${sources || 'none'}${item.isThin ? ' — thin evidence' : ''}`,
  ];
}

/**
 * The outline as the text the outlineSuggestion stream reads: the topic, then every (sub)section
 * numbered as on screen with its "why" and the titles of its papers, so the model can point at
 * parts by number and see where the evidence is thin. Cut to the workflow's input limit.
 */
export function outlineAsText(
  topic: string,
  draft: readonly DraftSection[],
  papers: ReadonlyMap<string, WritingPaper>,
): string {
  const lines = draft.flatMap((section, i) => [
    ...itemLines(section, `${i + 1}.`, '', papers),
    ...section.subsections.flatMap((sub, j) => itemLines(sub, `${i + 1}.${j + 1}`, '   ', papers)),
  ]);
  return [`Topic: ${topic}`, '', 'Outline:', ...lines].join('\n').slice(0, WORKFLOW_TEXT_MAX_CHARS);
}

/** One suggestion on screen; `number` is its place in the model's list (dismissed ones leave gaps). */
export interface OutlineSuggestion {
  number: number;
  text: string;
  /** False for the last item while the stream may still be adding to it. */
  isComplete: boolean;
}

/**
 * The suggestions of a stream so far: the answer split at its [n] markers (spec §7) as it arrives,
 * or the server's split once it is done; those the user dismissed are left out.
 */
export function suggestionsOf(state: AiStreamState, dismissed: ReadonlySet<number>): OutlineSuggestion[] {
  const items = state.done?.items ?? splitNumberedItems(state.answer);
  const isStreaming = state.status === 'streaming';
  return items
    .map((text, index) => ({ number: index + 1, text, isComplete: !isStreaming || index < items.length - 1 }))
    .filter((item) => !dismissed.has(item.number));
}

/** A suggestion as a reviseOutline instruction (which takes at most 2,000 characters). */
export function instructionOf(suggestion: OutlineSuggestion): string {
  return suggestion.text.slice(0, REVISE_INSTRUCTION_MAX_CHARS);
}
