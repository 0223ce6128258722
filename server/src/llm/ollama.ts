import type { DetectOllamaRes } from '@inkstone/shared/api/modelSettings';

/** How long the probe waits: a local server answers in milliseconds or not at all. */
const PROBE_TIMEOUT_MS = 1500;

/**
 * Looks for an Ollama server at `ollamaUrl` (its default is http://127.0.0.1:11434) by listing its
 * models (`GET /api/tags`). When it runs, its OpenAI-compatible API is `ollamaUrl` + `/v1`.
 */
export async function detectOllama(ollamaUrl: string): Promise<DetectOllamaRes> {
  const base = ollamaUrl.replace(/\/+$/, '');
  const result = { baseUrl: `${base}/v1`, isRunning: false, models: [] as string[] };
  try {
    const res = await fetch(`${base}/api/tags`, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    if (!res.ok) return result;
    const body = (await res.json()) as { models?: Array<{ name?: unknown; model?: unknown }> };
    const models = (body.models ?? [])
      .map((m) => (typeof m.name === 'string' ? m.name : typeof m.model === 'string' ? m.model : ''))
      .filter((name) => name.length > 0);
    return { ...result, isRunning: true, models };
  } catch {
    return result;
  }
}
