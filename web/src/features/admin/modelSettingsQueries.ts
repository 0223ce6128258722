import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ModelSettingsRes, PutModelSettingsReq } from '@inkstone/shared/api/modelSettings';
import { adminKeys } from './queries';
import {
  detectOllama,
  fetchModelSettings,
  removeModelSettings,
  saveModelSettings,
  testModelConnection,
} from './modelSettingsApi';

const modelKeys = {
  settings: () => [...adminKeys.all, 'modelSettings'] as const,
  ollama: () => [...adminKeys.all, 'ollama'] as const,
};

/** The model configuration in force. */
export function useModelSettings(isEnabled: boolean) {
  return useQuery({
    queryKey: modelKeys.settings(),
    queryFn: ({ signal }) => fetchModelSettings(signal),
    enabled: isEnabled,
  });
}

/** A local Ollama, looked for once when the page opens (issue 4: detected and offered). */
export function useOllamaDetection(isEnabled: boolean) {
  return useQuery({
    queryKey: modelKeys.ollama(),
    queryFn: ({ signal }) => detectOllama(signal),
    enabled: isEnabled,
    staleTime: Infinity,
    retry: false,
  });
}

/** Saves or removes the stored settings; the page then shows what is in force. */
export function useModelSettingsMutations() {
  const client = useQueryClient();
  const onSuccess = (settings: ModelSettingsRes) => client.setQueryData(modelKeys.settings(), settings);
  return {
    save: useMutation({ mutationFn: (body: PutModelSettingsReq) => saveModelSettings(body), onSuccess }),
    remove: useMutation({ mutationFn: removeModelSettings, onSuccess }),
    test: useMutation({ mutationFn: (body: PutModelSettingsReq) => testModelConnection(body) }),
  };
}
