import { modelOrigin, type ModelSettingsSource, type PutModelSettingsReq } from '@inkstone/shared/api/modelSettings';
import { ErrorCode } from '@inkstone/shared/errorCodes';
import * as modelSettingsRepo from '../db/repos/modelSettings.js';
import type { ModelSettingsRow } from '../db/schema/index.js';
import type { Db } from '../db/types.js';
import type { Env } from '../env.js';
import { BadRequestError } from '../errors.js';
import { configFromEnv, missingPart, type LlmConfig } from './config.js';
import { maskSecret, seal, unseal } from './secretBox.js';

/** The configuration in force and where it comes from; `problem` says why it cannot make calls. */
export interface ResolvedSettings {
  source: ModelSettingsSource;
  config?: LlmConfig;
  problem?: string;
  row?: ModelSettingsRow;
}

/** The saved row overrides the environment; without either there is no model. */
export async function resolveSettings(db: Db, env: Env, key: () => Buffer): Promise<ResolvedSettings> {
  const row = await modelSettingsRepo.find(db);
  if (row) {
    let apiKey: string | null = null;
    if (row.apiKeyCiphertext) {
      try {
        apiKey = unseal(key(), row.apiKeyCiphertext);
      } catch {
        return {
          source: 'database',
          row,
          problem:
            'The saved API key cannot be decrypted (was SETTINGS_ENCRYPTION_KEY or DATA_DIR/secret.key changed?). Save the model settings again.',
        };
      }
    }
    const config: LlmConfig = {
      provider: row.provider,
      baseUrl: row.baseUrl,
      apiKey,
      model: row.model,
      fastModel: row.fastModel,
      structuredOutput: row.structuredOutput,
    };
    return { source: 'database', row, config, problem: missingPart(config) };
  }
  const config = configFromEnv(env);
  if (!config) return { source: 'none', problem: 'No AI model is connected yet.' };
  return { source: 'environment', config, problem: missingPart(config) };
}

/**
 * Stores the admin's configuration with the API key encrypted. An omitted key keeps the saved one;
 * `null` or an empty string removes it. The saved key belongs to the origin of the row it is in: an
 * omitted key with another origin is refused (400 api_key_required) rather than carried over.
 */
export async function saveSettings(
  db: Db,
  key: () => Buffer,
  req: PutModelSettingsReq,
  updatedBy: string,
  now: Date,
): Promise<ModelSettingsRow> {
  const current = await modelSettingsRepo.find(db);
  let apiKeyCiphertext = current?.apiKeyCiphertext ?? null;
  let apiKeyHint = current?.apiKeyHint ?? null;
  const from = current && modelOrigin(current.provider, current.baseUrl);
  const to = modelOrigin(req.provider, req.baseUrl);
  if (req.apiKey === undefined && apiKeyCiphertext && from !== to) {
    throw BadRequestError(
      ErrorCode.apiKeyRequired,
      `apiKey: the stored API key belongs to ${from}; enter the key for ${to}, or remove the stored key.`,
    );
  }
  if (req.apiKey !== undefined) {
    apiKeyCiphertext = req.apiKey ? seal(key(), req.apiKey) : null;
    apiKeyHint = req.apiKey ? maskSecret(req.apiKey) : null;
  }
  return modelSettingsRepo.save(db, {
    provider: req.provider,
    baseUrl: req.baseUrl ?? null,
    model: req.model,
    fastModel: req.fastModel ?? null,
    structuredOutput: req.structuredOutput,
    apiKeyCiphertext,
    apiKeyHint,
    updatedBy,
    updatedAt: now,
  });
}

/**
 * The key to try unsaved settings with when none was entered: the key in force, but only if the
 * settings would send it to the origin it belongs to.
 */
export function keptKeyFor(inForce: LlmConfig | undefined, req: PutModelSettingsReq): string | null {
  if (!inForce?.apiKey) return null;
  const isSameOrigin = modelOrigin(inForce.provider, inForce.baseUrl) === modelOrigin(req.provider, req.baseUrl);
  return isSameOrigin ? inForce.apiKey : null;
}
