import type { TFunction } from 'i18next';
import type { AgentModelStep, StepWithoutAi } from '@inkstone/shared/api/paperAgent';

function stepName(t: TFunction, step: AgentModelStep): string {
  switch (step) {
    case 'intents':
      return t('Research intents');
    case 'queries':
      return t('Search queries');
    case 'filter':
      return t('Relevance filter');
    case 'translate':
      return t('Translation');
    case 'group':
      return t('Grouping');
    case 'skeleton':
      return t('Section drafts');
    case 'merge':
      return t('Outline merge');
  }
}

/** A step that went without the model, as the page says it ("Relevance filter ran without AI: …"). */
export function withoutAiText(t: TFunction, note: StepWithoutAi): string {
  const step = stepName(t, note.step);
  const isPartial = note.parts < note.of;
  if (note.reason === 'unreadable') {
    return isPartial
      ? t("{{step}}: {{parts}} of {{of}} parts ran without AI; the model's answers could not be read.", {
          step,
          parts: note.parts,
          of: note.of,
        })
      : t("{{step}} ran without AI: the model's answers could not be read.", { step });
  }
  return isPartial
    ? t('{{step}}: {{parts}} of {{of}} parts ran without AI; the model failed.', {
        step,
        parts: note.parts,
        of: note.of,
      })
    : t('{{step}} ran without AI: the model failed.', { step });
}
