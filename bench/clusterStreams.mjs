/**
 * AI tool streams through the cluster's nginx, for bench:cluster: `count` polish streams started at
 * once, spread over the signed-in users, the fake model answering each with `words` one-word chunks
 * 10 ms apart (as bench:streams does against one server). Returns each stream's time to its first
 * chunk, or its error.
 */
import { timePolishStream } from './polishStream.mjs';

/** Runs the streams; resolves with every stream's result and the wall time. */
export async function concurrentStreams(cluster, tokens, { count, words }) {
  cluster.llm.setDefault({ text: Array.from({ length: words }, (_, i) => `w${i} `), delayMs: 10 });
  const started = performance.now();
  const results = await Promise.all(
    Array.from({ length: count }, (_, i) => timePolishStream(cluster.fetch, tokens[i % tokens.length], words)),
  );
  return { results, wallMs: performance.now() - started };
}
