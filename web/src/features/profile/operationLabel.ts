import type { TFunction } from 'i18next';

/** What a user reads for the tool an AI charge was for (a word hold's purpose); unknown ones as they are. */
export function operationLabel(t: TFunction, purpose: string): string {
  if (purpose.startsWith('outline.')) return t('Outline');
  switch (purpose) {
    case 'polish':
      return t('Polish');
    case 'expand':
      return t('Expand');
    case 'reduceSimilarity':
      return t('Reduce similarity');
    case 'reduceAIContent':
      return t('Reduce AI content');
    case 'suggestion':
      return t('Suggestions');
    case 'polishBySuggestion':
      return t('Polish by suggestions');
    case 'outlineSuggestion':
      return t('Outline suggestions');
    case 'paperAgent':
      return t('Paper search');
    case 'review':
      return t('Literature review');
    default:
      return purpose;
  }
}
