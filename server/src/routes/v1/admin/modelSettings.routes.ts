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
import { V1 } from '@inkstone/shared/paths';
import type { AppContext } from '../../../context.js';
import * as modelSettingsRepo from '../../../db/repos/modelSettings.js';
import { missingPart } from '../../../llm/config.js';
import { notConfigured } from '../../../llm/connectionTest.js';
import { assertModelBaseUrl } from '../../../llm/modelHosts.js';
import { detectOllama } from '../../../llm/ollama.js';
import { keptKeyFor, presentSettings, saveSettings } from '../../../llm/settingsStore.js';

/**
 * /v1/admin/modelSettings: the model the AI tools use (issue 4), for roles with `manage model_settings`.
 * API keys go in, never come out: responses carry only a masked hint, and a key is only ever sent
 * to the origin it was saved with (issue 15). Base URLs pass the outbound guard (modelHosts.ts).
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
      await assertModelBaseUrl(req.body.baseUrl, ctx.env);
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
      await assertModelBaseUrl(body.baseUrl, ctx.env);
      const config = {
        provider: body.provider,
        baseUrl: body.baseUrl ?? null,
        apiKey: body.apiKey === undefined ? keptKeyFor((await ctx.llm.settings()).config, body) : body.apiKey || null,
        model: body.model,
        fastModel: body.fastModel ?? null,
      };
      const problem = missingPart(config);
      return ok(problem ? notConfigured(config, problem) : await ctx.llm.testConnection(config));
    },
  );

  r.get(
    V1.modelSettings.detectOllama,
    { ...common, schema: { ...schema, response: { 200: envelopeOf(DetectOllamaRes) } } },
    async () => ok(await detectOllama(ctx.env.OLLAMA_URL)),
  );
}
