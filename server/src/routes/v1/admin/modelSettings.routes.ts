import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DetectOllamaRes,
  ModelSettingsRes,
  PutModelSettingsReq,
  TestConnectionReq,
  TestConnectionRes,
} from '@inkstone/shared/api/modelSettings';
import { envelopeOf } from '@inkstone/shared/envelope';
import { ErrorCode } from '@inkstone/shared/errorCodes';
import { V1 } from '@inkstone/shared/paths';
import type { AppContext } from '../../../context.js';
import * as modelSettingsRepo from '../../../db/repos/modelSettings.js';
import { missingPart } from '../../../llm/config.js';
import { detectOllama } from '../../../llm/ollama.js';
import { presentSettings, saveSettings } from '../../../llm/settingsStore.js';

/**
 * /v1/admin/modelSettings: the model the AI tools use (issue 4), for roles with `manage model_settings`.
 * API keys go in, never come out: responses carry only a masked hint.
 */
export function registerModelSettingsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const common = { onRequest: [app.requireAbility('manage', 'model_settings')] };
  const schema = { tags: ['admin'], security: [{ bearer: [] }] };
  const settingsResponse = { 200: envelopeOf(ModelSettingsRes) };
  const ok = <T>(data: T) => ({ success: true as const, data });
  const current = async () => {
    ctx.llm.invalidate();
    return presentSettings(await ctx.llm.settings(), ctx.env);
  };

  r.get(V1.modelSettings.settings, { ...common, schema: { ...schema, response: settingsResponse } }, async () =>
    ok(await current()),
  );

  r.put(
    V1.modelSettings.settings,
    { ...common, schema: { ...schema, body: PutModelSettingsReq, response: settingsResponse } },
    async (req) => {
      await saveSettings(ctx.db, ctx.llm.settingsKey, req.body, req.user.id, ctx.clock.now());
      return ok(await current());
    },
  );

  r.delete(V1.modelSettings.settings, { ...common, schema: { ...schema, response: settingsResponse } }, async () => {
    await modelSettingsRepo.remove(ctx.db);
    return ok(await current());
  });

  r.post(
    V1.modelSettings.test,
    { ...common, schema: { ...schema, body: TestConnectionReq, response: { 200: envelopeOf(TestConnectionRes) } } },
    async (req) => {
      const body = req.body;
      if (!body) return ok(await ctx.llm.testConnection(await ctx.llm.requireConfig()));
      // Unsaved settings without a key are tried with the saved key, as saving them would keep it.
      const saved = body.apiKey === undefined ? (await ctx.llm.settings()).config?.apiKey : undefined;
      const config = {
        provider: body.provider,
        baseUrl: body.baseUrl ?? null,
        apiKey: body.apiKey || saved || null,
        model: body.model,
        fastModel: body.fastModel ?? null,
      };
      const problem = missingPart(config);
      if (problem) {
        return ok({
          isOk: false,
          latencyMs: 0,
          model: config.model,
          reply: null,
          errorCode: ErrorCode.llmNotConfigured,
          errorMsg: problem,
        });
      }
      return ok(await ctx.llm.testConnection(config));
    },
  );

  r.get(
    V1.modelSettings.detectOllama,
    { ...common, schema: { ...schema, response: { 200: envelopeOf(DetectOllamaRes) } } },
    async () => ok(await detectOllama(ctx.env.OLLAMA_URL)),
  );
}
