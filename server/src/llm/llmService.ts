import type { LanguageModelV3 } from '@ai-sdk/provider';
import { generateText } from 'ai';
import type { TestConnectionRes } from '@inkstone/shared/api/modelSettings';
import type { Db } from '../db/types.js';
import type { Env } from '../env.js';
import { CallGuard, guardedFetch } from './callGuard.js';
import type { LlmConfig } from './config.js';
import { LlmNotConfiguredError } from './llmErrors.js';
import { createChatModel } from './providers.js';
import { loadSettingsKey } from './secretBox.js';
import { resolveSettings, type ResolvedSettings } from './settingsStore.js';
import { streamChat, type ChatRequest, type LlmChunk } from './streamChat.js';
import { classifyLlmError } from './upstreamErrors.js';

// Other server processes may save settings too; this one notices within this time.
const SETTINGS_CACHE_MS = 5000;

/** A streamed call: the prompt, which model, and the signal that aborts it. */
export interface StreamCall extends ChatRequest {
  signal: AbortSignal;
  /** Use the configured fast model, when there is one. */
  useFastModel?: boolean;
}

/** The one way the server talks to language models (conventions: llm/ has no HTTP types). */
export class LlmService {
  private cache: { at: number; value: ResolvedSettings } | undefined;
  // Building a model client compiles its response schemas (~3 ms); each is built once per configuration.
  private models = new Map<string, LanguageModelV3>();
  private key: Buffer | undefined;

  constructor(
    private readonly env: Env,
    private readonly db: Db,
  ) {}

  /** The key that seals stored secrets, loaded (or generated) on first use. */
  readonly settingsKey = (): Buffer => (this.key ??= loadSettingsKey(this.env));

  /** The configuration in force (cached briefly). */
  async settings(): Promise<ResolvedSettings> {
    if (this.cache && performance.now() - this.cache.at < SETTINGS_CACHE_MS) return this.cache.value;
    const value = await resolveSettings(this.db, this.env, this.settingsKey);
    this.cache = { at: performance.now(), value };
    return value;
  }

  /** Forget the cached configuration (after the admin saved or removed it). */
  invalidate(): void {
    this.cache = undefined;
    this.models.clear();
  }

  private model(config: LlmConfig, modelId: string): LanguageModelV3 {
    const key = JSON.stringify([config, modelId]);
    let model = this.models.get(key);
    if (!model) {
      model = createChatModel(config, modelId, guardedFetch);
      this.models.set(key, model);
    }
    return model;
  }

  /** The configuration to call with; 503 llm_not_configured, saying how to connect a model, when none works. */
  async requireConfig(): Promise<LlmConfig> {
    const { config, problem } = await this.settings();
    if (!config || problem) throw LlmNotConfiguredError(problem);
    return config;
  }

  /** Streams one call under the stall and total time limits; see streamChat for the errors. */
  stream(config: LlmConfig, call: StreamCall): AsyncGenerator<LlmChunk> {
    const guard = new CallGuard(call.signal, {
      stallMs: this.env.LLM_STALL_TIMEOUT_MS,
      totalMs: this.env.LLM_TIMEOUT_MS,
    });
    const modelId = (call.useFastModel && config.fastModel) || config.model;
    return streamChat(this.model(config, modelId), call, guard);
  }

  /** One tiny real call, to check a configuration; the upstream error when it fails. */
  async testConnection(config: LlmConfig): Promise<TestConnectionRes> {
    const started = performance.now();
    // Nobody aborts a test from outside; the stall limit bounds the whole call.
    const guard = new CallGuard(new AbortController().signal, {
      stallMs: this.env.LLM_STALL_TIMEOUT_MS,
      totalMs: this.env.LLM_STALL_TIMEOUT_MS,
    });
    const latencyMs = () => Math.round(performance.now() - started);
    try {
      const result = await generateText({
        model: createChatModel(config, config.model, guardedFetch),
        prompt: 'Reply with the single word OK.',
        maxRetries: 0,
        abortSignal: guard.signal,
      });
      return {
        isOk: true,
        latencyMs: latencyMs(),
        model: config.model,
        reply: result.text.trim(),
        errorCode: null,
        errorMsg: null,
      };
    } catch (err) {
      const failure = classifyLlmError(err, guard.signal.reason);
      return {
        isOk: false,
        latencyMs: latencyMs(),
        model: config.model,
        reply: null,
        errorCode: failure.errorCode,
        errorMsg: failure.message,
      };
    } finally {
      guard.dispose();
    }
  }
}
