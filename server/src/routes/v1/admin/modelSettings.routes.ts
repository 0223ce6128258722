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
import {
  currentModelSettings,
  removeModelSettings,
  saveModelSettings,
  testModelConnection,
} from '../../../llm/modelSettings.service.js';
import { detectOllama } from '../../../llm/ollama.js';
import { ok } from '../../ok.js';
import { routeSchema } from '../../routeSchema.js';

/**
 * /v1/admin/modelSettings: the model the AI tools use (issue 4), for roles with `manage model_settings`.
 * API keys go in, never come out: responses carry only a masked hint, and a key is only ever sent
 * to the origin it was saved with (issue 15). Base URLs pass the outbound guard (modelHosts.ts).
 */
export function registerModelSettingsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const common = { onRequest: [app.requireAbility('manage', 'model_settings')] };
  const schema = routeSchema('admin');
  const settingsResponse = { 200: envelopeOf(ModelSettingsRes) };

  r.get(V1.modelSettings.settings, { ...common, schema: { ...schema, response: settingsResponse } }, async () =>
    ok(await currentModelSettings(ctx)),
  );
  r.put(
    V1.modelSettings.settings,
    { ...common, schema: { ...schema, body: PutModelSettingsReq, response: settingsResponse } },
    async (req) => ok(await saveModelSettings(ctx, req.user.id, req.body)),
  );
  r.delete(V1.modelSettings.settings, { ...common, schema: { ...schema, response: settingsResponse } }, async () =>
    ok(await removeModelSettings(ctx)),
  );
  r.post(
    V1.modelSettings.test,
    { ...common, schema: { ...schema, body: TestConnectionReq, response: { 200: envelopeOf(TestConnectionRes) } } },
    async (req) => ok(await testModelConnection(ctx, req.body)),
  );
  r.get(
    V1.modelSettings.detectOllama,
    { ...common, schema: { ...schema, response: { 200: envelopeOf(DetectOllamaRes) } } },
    async () => ok(await detectOllama(ctx.env.OLLAMA_URL)),
  );
}
