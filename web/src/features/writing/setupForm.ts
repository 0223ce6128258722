import {
  REVIEW_LENGTH,
  type CitationStyle,
  type GenerateOutlineReq,
  type WritingKind,
} from '@inkstone/shared/api/writing';
import type { Language } from '@inkstone/shared/constants';
import type { z } from 'zod';

/** Step 1 as the form holds it. */
export interface SetupValues {
  topic: string;
  kind: WritingKind;
  language: Language;
  /** As typed, so the field can be cleared while editing. */
  length: string;
  citationStyle: CitationStyle;
  researchSessionId: string;
  libraryBibkeys: string[];
  /** Knowledge-base files, cited with the page. */
  knowledgeFileIds: string[];
  /** An existing review whose structure the outline follows; empty for a new plan. */
  reviewText: string;
}

/** The shortest review text the server follows (GenerateOutlineByReviewReq). */
export const MIN_REVIEW_TEXT = 50;

/** Empty settings; the text's language follows the interface's. */
export function initialSetup(uiLanguage: string): SetupValues {
  return {
    topic: '',
    kind: 'literatureReview',
    language: uiLanguage.startsWith('zh') ? 'cn' : 'en',
    length: String(REVIEW_LENGTH.default),
    citationStyle: uiLanguage.startsWith('zh') ? 'gbt7714' : 'apa',
    researchSessionId: '',
    libraryBibkeys: [],
    knowledgeFileIds: [],
    reviewText: '',
  };
}

/** A step-1 field that can be wrong. */
export type SetupField = 'topic' | 'length' | 'sources' | 'reviewText';

/** The fields that stop the settings from being sent; empty when they can be. */
export function setupProblems(values: SetupValues): SetupField[] {
  const length = Number(values.length);
  return [
    ...(values.topic.trim().length < 2 ? (['topic'] as const) : []),
    ...(!Number.isInteger(length) || length < REVIEW_LENGTH.min || length > REVIEW_LENGTH.max
      ? (['length'] as const)
      : []),
    ...(!values.researchSessionId && values.libraryBibkeys.length === 0 && values.knowledgeFileIds.length === 0
      ? (['sources'] as const)
      : []),
    ...(values.reviewText.trim() && values.reviewText.trim().length < MIN_REVIEW_TEXT ? (['reviewText'] as const) : []),
  ];
}

/** The `generateOutline` body of valid settings. */
export function outlineRequest(values: SetupValues): z.input<typeof GenerateOutlineReq> & { reviewText?: string } {
  return {
    ...(values.reviewText.trim() ? { reviewText: values.reviewText } : {}),
    topic: values.topic.trim(),
    options: {
      kind: values.kind,
      language: values.language,
      length: Number(values.length),
      citationStyle: values.citationStyle,
    },
    sources: {
      ...(values.researchSessionId ? { researchSessionId: values.researchSessionId } : {}),
      ...(values.libraryBibkeys.length ? { libraryBibkeys: values.libraryBibkeys } : {}),
      ...(values.knowledgeFileIds.length ? { knowledgeFileIds: values.knowledgeFileIds } : {}),
    },
  };
}
