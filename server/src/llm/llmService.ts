import type { LanguageModelV4 } from '@ai-sdk/provider';
import type { TestConnectionRes } from '@inkstone/shared/api/modelSettings';
import type { Db } from '../db/types.js';
import type { Env } from '../env.js';
import { createOutboundFetch } from '../net/outboundFetch.js';
import { CallGuard, guardedFetch } from './callGuard.js';
import type { LlmConfig } from './config.js';
import { testConnection } from './connectionTest.js';
import { LlmNotConfiguredError } from './llmErrors.js';
import {
  addUsage,
  outcomeOf,
  type ModelCallObserver,
  type ModelCallOutcome,
  type TokenUsage,
} from './modelCallObserver.js';
import { modelHostPolicy } from './modelHosts.js';
import { checkModelReachable, type Reachability } from './modelReachability.js';
import { createChatModel } from './providers.js';
import { loadSettingsKey } from './secretBox.js';
import { resolveSettings, type ResolvedSettings } from './settingsStore.js';
import { streamChat, type ChatRequest, type LlmChunk } from './streamChat.js';
import { askStructured, type StructuredLog } from './structured/askStructured.js';
import type { StructuredAsk } from './structured/structuredCall.js';
import { structuredModeOf } from './structured/structuredMode.js';

// Other server processes may save settings too; this one notices within this time.
const SETTINGS_CACHE_MS = 5000;

/** A streamed call: the prompt, which model, and the signal that aborts it. */
export interface StreamCall extends ChatRequest {
  signal: AbortSignal;
  /** Use the configured fast model, when there is one. */
  useFastModel?: boolean;
  /** The step's name in metrics; else the prompt's id (`version` of a BuiltPrompt spread in), else `chat`. */
  step?: string;
  version?: string;
}

/** A structured call: the step's prompt and schema, which model, the signal that aborts it. */
export interface StructuredCall<T> extends StructuredAsk<T> {
  signal: AbortSignal;
  useFastModel?: boolean;
  /** Where answers that did not fit are logged with the step's name. */
  log?: StructuredLog;
}

/** The one way the server talks to language models (conventions: llm/ has no HTTP types). */
export class LlmService {
  private cache: { at: number; value: ResolvedSettings } | undefined;
  // Building a model client compiles its response schemas, so each is built once per configuration.
  private models = new Map<string, LanguageModelV4>();
  private key: Buffer | undefined;
  // Every model call connects only where modelHostPolicy allows, also after a redirect.
  private readonly fetch: typeof globalThis.fetch;

  constructor(
    private readonly env: Env,
    private readonly db: Db,
    /** Hears about every call when it ends (the app's metrics). */
    private readonly observe?: ModelCallObserver,
  ) {
    this.fetch = guardedFetch(createOutboundFetch(modelHostPolicy(env)));
  }

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

  private model(config: LlmConfig, modelId: string): LanguageModelV4 {
    const key = JSON.stringify([config, modelId]);
    let model = this.models.get(key);
    if (!model) {
      model = createChatModel(config, modelId, this.fetch);
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

  private guard(signal: AbortSignal): CallGuard {
    return new CallGuard(signal, { stallMs: this.env.LLM_STALL_TIMEOUT_MS, totalMs: this.env.LLM_TIMEOUT_MS });
  }

  private modelFor(config: LlmConfig, useFastModel: boolean | undefined): LanguageModelV4 {
    return this.model(config, (useFastModel && config.fastModel) || config.model);
  }

  /** Streams one call under the stall and total time limits; see streamChat for the errors. */
  stream(config: LlmConfig, call: StreamCall): AsyncGenerator<LlmChunk> {
    const model = this.modelFor(config, call.useFastModel);
    const observe = this.observe;
    if (!observe) return streamChat(model, call, this.guard(call.signal));
    const startedAt = performance.now();
    const step = call.step ?? call.version ?? 'chat';
    return streamChat(model, call, this.guard(call.signal), (outcome, usage) =>
      observe({ provider: config.provider, step, outcome, usage, seconds: (performance.now() - startedAt) / 1000 }),
    );
  }

  /**
   * The answer of a step that needs structured data, as its schema, asked in the configuration's
   * structured mode (see structured/askStructured.ts: one corrected retry, then StructuredOutputError).
   */
  async structured<T>(config: LlmConfig, call: StructuredCall<T>): Promise<T> {
    const model = this.modelFor(config, call.useFastModel);
    const mode = structuredModeOf(config);
    const newGuard = () => this.guard(call.signal);
    const observe = this.observe;
    if (!observe) return askStructured(model, mode, call, newGuard, call.log);
    const startedAt = performance.now();
    const usage: TokenUsage = {};
    const report = (outcome: ModelCallOutcome) =>
      observe({
        provider: config.provider,
        step: call.step,
        outcome,
        usage,
        seconds: (performance.now() - startedAt) / 1000,
      });
    try {
      const value = await askStructured(model, mode, call, newGuard, call.log, (u) => addUsage(usage, u));
      report('ok');
      return value;
    } catch (err) {
      report(outcomeOf(err));
      throw err;
    }
  }

  /** Whether the endpoint of `config` answers, without a model call (the operator health page). */
  checkReachable(config: LlmConfig, timeoutMs: number): Promise<Reachability> {
    return checkModelReachable(config, this.fetch, timeoutMs);
  }

  /** One tiny real call, to check a configuration: a summary, never the endpoint's own text. */
  testConnection(config: LlmConfig): Promise<TestConnectionRes> {
    return testConnection(config, this.fetch, this.env.LLM_STALL_TIMEOUT_MS);
  }
}
