import type { ModelSettingsRes } from '@inkstone/shared/api/modelSettings';
import type { Env } from '../env.js';
import { maskSecret } from '../llm/secretBox.js';
import type { ResolvedSettings } from '../llm/settingsStore.js';
import { structuredModeOf } from '../llm/structured/structuredMode.js';

/** The admin page's view: never the key itself, only whether there is one and a masked hint. */
export function presentSettings(resolved: ResolvedSettings, env: Env): ModelSettingsRes {
  const { row, config, source } = resolved;
  const envKey = source === 'environment' ? env.LLM_API_KEY : undefined;
  return {
    source,
    isConfigured: !!config && !resolved.problem,
    provider: row?.provider ?? config?.provider ?? null,
    baseUrl: row?.baseUrl ?? config?.baseUrl ?? null,
    model: row?.model ?? config?.model ?? null,
    fastModel: row?.fastModel ?? config?.fastModel ?? null,
    structuredOutput: row?.structuredOutput ?? config?.structuredOutput ?? 'auto',
    structuredMode: config ? structuredModeOf(config) : null,
    hasApiKey: row ? !!row.apiKeyCiphertext : !!envKey,
    apiKeyHint: row ? row.apiKeyHint : envKey ? maskSecret(envKey) : null,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}
