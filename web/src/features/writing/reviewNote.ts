import { NOTE_TITLE_MAX_LENGTH, type ProseMirrorDoc } from '@inkstone/shared/api/textEditor';
import type { FetchReviewRes } from '@inkstone/shared/api/writing';
import { docText } from '../editor/converters/docText';
import { fromMarkdown } from '../editor/converters/fromMarkdown';

/**
 * The review's Markdown as the editor imports it: the written sections in order, each citing as
 * `[@key]`, which the importer turns into citation nodes (the editor renders them and the
 * reference list in the note's own style, so the styled list is not copied in).
 */
export function reviewMarkdown(review: FetchReviewRes): string {
  const sections = review.result?.sections.filter((section) => section.status === 'done') ?? [];
  return sections.map((section) => section.text.trim()).join('\n\n');
}

/** The note `create` body for a review: its topic as title, its text as the document. */
export function reviewNote(review: FetchReviewRes): { title: string; content: ProseMirrorDoc; plainText: string } {
  const doc = fromMarkdown(reviewMarkdown(review));
  return {
    title: review.project.topic.slice(0, NOTE_TITLE_MAX_LENGTH),
    content: doc as ProseMirrorDoc,
    plainText: docText(doc),
  };
}
