import type { TFunction } from 'i18next';
import type { StructuredOutputSetting } from '@inkstone/shared/api/modelSettings';

/** The name of a structured-output mode (or of `auto`) as the admin page shows it. */
export function structuredModeName(t: TFunction, mode: StructuredOutputSetting): string {
  switch (mode) {
    case 'auto':
      return t('Automatic');
    case 'json_schema':
      return t('JSON schema');
    case 'json_object':
      return t('JSON mode');
    case 'tool':
      return t('Tool calling');
    case 'prompt':
      return t('Prompt only');
  }
}
