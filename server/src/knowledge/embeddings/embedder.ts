import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { embedMany } from 'ai';
import type { Env } from '../../env.js';

/** The embedding model the environment configures (EMBEDDING_*): any OpenAI-compatible `/v1/embeddings`. */
export interface Embedder {
  model: string;
  /** One vector per text, in order; throws when the model fails or `signal` aborts. */
  embed(texts: readonly string[], opts?: { signal?: AbortSignal; maxRetries?: number }): Promise<number[][]>;
}

/** The configured embedding model, or undefined (keyword search alone). */
export function embedderOf(
  env: Pick<Env, 'EMBEDDING_BASE_URL' | 'EMBEDDING_MODEL' | 'EMBEDDING_API_KEY' | 'EMBEDDING_DIMENSIONS'>,
): Embedder | undefined {
  const { EMBEDDING_BASE_URL: baseURL, EMBEDDING_MODEL: model } = env;
  if (!baseURL || !model) return undefined;
  const provider = createOpenAICompatible({ name: 'embeddings', baseURL, apiKey: env.EMBEDDING_API_KEY });
  const embeddingModel = provider.embeddingModel(model);
  return {
    model,
    async embed(texts, opts = {}) {
      if (texts.length === 0) return [];
      const { embeddings } = await embedMany({
        model: embeddingModel,
        values: [...texts],
        dimensions: env.EMBEDDING_DIMENSIONS,
        maxRetries: opts.maxRetries ?? 1,
        abortSignal: opts.signal,
      });
      return embeddings;
    },
  };
}
