import type {
  ModelSettingsRes,
  PutModelSettingsReq,
  TestConnectionReq,
  TestConnectionRes,
} from '@inkstone/shared/api/modelSettings';
import type { AppContext } from '../context.js';
import * as modelSettingsRepo from '../db/repos/modelSettings.js';
import { missingPart, type LlmConfig } from './config.js';
import { notConfigured } from './connectionTest.js';
import { assertModelBaseUrl } from './modelHosts.js';
import { presentSettings } from '../presenters/modelSettings.js';
import { keptKeyFor, saveSettings } from './settingsStore.js';

/** The settings in force as the admin page shows them, read again (another process may have saved). */
export async function currentModelSettings(ctx: AppContext): Promise<ModelSettingsRes> {
  ctx.llm.invalidate();
  return presentSettings(await ctx.llm.settings(), ctx.env);
}

/** Saves the settings (their base URL must pass the outbound guard) and returns them as now in force. */
export async function saveModelSettings(
  ctx: AppContext,
  userId: string,
  req: PutModelSettingsReq,
): Promise<ModelSettingsRes> {
  await assertModelBaseUrl(req.baseUrl, ctx.env);
  await saveSettings(ctx.db, ctx.llm.settingsKey, req, userId, ctx.clock.now());
  return currentModelSettings(ctx);
}

/** Removes the saved settings: the environment's, if any, are in force again. */
export async function removeModelSettings(ctx: AppContext): Promise<ModelSettingsRes> {
  await modelSettingsRepo.remove(ctx.db);
  return currentModelSettings(ctx);
}

/**
 * Tries a connection: with the settings given (the key in force only where it belongs to the same
 * origin), or with the ones in force when none are given.
 */
export async function testModelConnection(ctx: AppContext, req: TestConnectionReq): Promise<TestConnectionRes> {
  if (!req) return ctx.llm.testConnection(await ctx.llm.requireConfig());
  await assertModelBaseUrl(req.baseUrl, ctx.env);
  const config: LlmConfig = {
    provider: req.provider,
    baseUrl: req.baseUrl ?? null,
    apiKey: req.apiKey === undefined ? keptKeyFor((await ctx.llm.settings()).config, req) : req.apiKey || null,
    model: req.model,
    fastModel: req.fastModel ?? null,
    structuredOutput: req.structuredOutput,
  };
  const problem = missingPart(config);
  return problem ? notConfigured(config, problem) : ctx.llm.testConnection(config);
}
