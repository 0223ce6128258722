import {
  modelOrigin,
  PutModelSettingsReq,
  type LlmProvider,
  type ModelSettingsRes,
  type StructuredOutputSetting,
} from '@inkstone/shared/api/modelSettings';

/** What the model settings form holds. The API key is write-only: the field starts empty. */
export interface ModelSettingsValues {
  provider: LlmProvider;
  baseUrl: string;
  model: string;
  fastModel: string;
  apiKey: string;
  /** How structured steps ask for JSON (`auto`: by provider and host). */
  structuredOutput: StructuredOutputSetting;
  /** Remove the stored key (local servers such as Ollama need none). */
  isKeyRemoved: boolean;
}

/** The form's starting values: the settings in force. */
export function valuesFrom(settings: ModelSettingsRes | undefined): ModelSettingsValues {
  return {
    provider: settings?.provider ?? 'openai-compatible',
    baseUrl: settings?.baseUrl ?? '',
    model: settings?.model ?? '',
    fastModel: settings?.fastModel ?? '',
    apiKey: '',
    structuredOutput: settings?.structuredOutput ?? 'auto',
    isKeyRemoved: false,
  };
}

/**
 * The request body for the values: an empty key field keeps the stored key (omitted), removal sends
 * null, empty optional fields are null. Errors are keyed by field, in the server's wording.
 */
export function requestOf(
  values: ModelSettingsValues,
): { body: PutModelSettingsReq; errors?: undefined } | { body?: undefined; errors: Record<string, string> } {
  const apiKey = values.isKeyRemoved ? null : values.apiKey.trim() || undefined;
  const parsed = PutModelSettingsReq.safeParse({
    provider: values.provider,
    baseUrl: values.baseUrl.trim() || null,
    model: values.model.trim(),
    fastModel: values.fastModel.trim() || null,
    structuredOutput: values.structuredOutput,
    ...(apiKey === undefined ? {} : { apiKey }),
  });
  if (parsed.success) return { body: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return { errors };
}

/**
 * The origin the stored key belongs to, when the values point elsewhere and would rely on it (key
 * field empty, not removed): the server sends a key only to the origin it was saved with, so the
 * admin must enter the new server's key or remove the stored one. Null otherwise.
 */
export function movedKeyOrigin(values: ModelSettingsValues, settings: ModelSettingsRes): string | null {
  if (!settings.hasApiKey || values.isKeyRemoved || values.apiKey.trim() || !settings.provider) return null;
  const stored = modelOrigin(settings.provider, settings.baseUrl);
  return stored !== modelOrigin(values.provider, values.baseUrl.trim() || null) ? stored : null;
}
