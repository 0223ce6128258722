import { z } from 'zod';
import { StructuredMode } from '@inkstone/shared/api/modelSettings';
import type { CallGuard } from '../callGuard.js';
import type { LlmConfig } from '../config.js';
import { createChatModel } from '../providers.js';
import type { BuiltPrompt } from '../prompts/promptTypes.js';
import { attemptStructured } from './structuredCall.js';
import { structuredModeOf } from './structuredMode.js';

const ProbeAnswer = z.object({ isWorking: z.literal(true), word: z.string() });

const PROBE_PROMPT: BuiltPrompt = {
  version: 'structuredProbe.v1',
  system: 'You check that structured answers work. Answer with an object: isWorking true, word "OK".',
  prompt: 'Give the object.',
};

/**
 * The structured mode that works with `config`: one tiny call per mode — the configured (or
 * automatic) one first, then JSON schema, JSON mode and tool calling — and the first whose answer is
 * the object asked for wins; `prompt` when none does. A mode the endpoint refuses (HTTP 400 for an
 * unknown response_format) just fails its probe. Nothing of the answers is returned.
 */
export async function probeStructuredMode(
  config: LlmConfig,
  fetch: typeof globalThis.fetch,
  newGuard: () => CallGuard,
): Promise<StructuredMode> {
  const tried = new Set([structuredModeOf(config), ...StructuredMode.options].filter((m) => m !== 'prompt'));
  for (const mode of tried) {
    const guard = newGuard();
    try {
      const model = createChatModel({ ...config, structuredOutput: mode }, config.model, fetch);
      const ask = { step: 'connection test', prompt: PROBE_PROMPT, schema: ProbeAnswer };
      const answer = await attemptStructured(model, mode, ask, [{ role: 'user', content: PROBE_PROMPT.prompt }], guard);
      if (answer.checked.isValid) return mode;
    } catch {
      // The endpoint refused or broke off this mode: the next one is tried.
    } finally {
      guard.dispose();
    }
  }
  return 'prompt';
}
