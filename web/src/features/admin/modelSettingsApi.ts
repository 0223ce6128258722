import type {
  DetectOllamaRes,
  ModelSettingsRes,
  PutModelSettingsReq,
  TestConnectionRes,
} from '@inkstone/shared/api/modelSettings';
import { V1 } from '@inkstone/shared/paths';
import { apiGet, apiPost, apiRequest } from '../../lib/apiClient';

/** GET /v1/admin/modelSettings: the model configuration in force (the key only as a masked hint). */
export function fetchModelSettings(signal?: AbortSignal): Promise<ModelSettingsRes> {
  return apiGet<ModelSettingsRes>(V1.modelSettings.settings, { signal });
}

/** PUT /v1/admin/modelSettings: saves settings that override the server environment. */
export function saveModelSettings(body: PutModelSettingsReq): Promise<ModelSettingsRes> {
  return apiRequest<ModelSettingsRes>(V1.modelSettings.settings, { method: 'PUT', body, notify: false });
}

/** DELETE /v1/admin/modelSettings: forgets the saved settings; the environment's apply again. */
export function removeModelSettings(): Promise<ModelSettingsRes> {
  return apiRequest<ModelSettingsRes>(V1.modelSettings.settings, { method: 'DELETE' });
}

/** POST /v1/admin/modelSettings/test: one tiny real call with these (unsaved) settings. */
export function testModelConnection(body: PutModelSettingsReq): Promise<TestConnectionRes> {
  return apiPost<TestConnectionRes>(V1.modelSettings.test, body, { notify: false });
}

/** GET /v1/admin/modelSettings/detectOllama: whether a local Ollama runs, and its models. */
export function detectOllama(signal?: AbortSignal): Promise<DetectOllamaRes> {
  return apiGet<DetectOllamaRes>(V1.modelSettings.detectOllama, { signal, notify: false });
}
