/**
 * AI tool streams through the cluster's nginx, for bench:cluster: `count` polish streams started at
 * once, spread over the signed-in users, the fake model answering each with `words` one-word chunks
 * 10 ms apart (as bench:streams does against one server). Returns each stream's time to its first
 * chunk, or its error.
 */
import { SseParser, toStreamEvent } from '../shared/src/sse.ts';

async function stream(cluster, token, words) {
  const started = performance.now();
  const res = await cluster.fetch('/v1/workflow/polishSse', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ text: 'Please polish this sentence for a journal article.' }),
  });
  if (res.status !== 200) return { error: `HTTP ${res.status}: ${await res.text()}` };
  const parser = new SseParser();
  let first;
  let last;
  for await (const bytes of res.body) {
    for (const message of parser.push(bytes)) {
      last = toStreamEvent(message);
      if (last.type === 'diff') first ??= performance.now() - started;
    }
  }
  if (last?.type !== 'done') return { error: `ended with ${JSON.stringify(last)}` };
  if (last.data.wordsCharged !== words) return { error: `charged ${last.data.wordsCharged}` };
  return { firstMs: first, totalMs: performance.now() - started };
}

/** Runs the streams; resolves with every stream's result and the wall time. */
export async function concurrentStreams(cluster, tokens, { count, words }) {
  cluster.llm.setDefault({ text: Array.from({ length: words }, (_, i) => `w${i} `), delayMs: 10 });
  const started = performance.now();
  const results = await Promise.all(
    Array.from({ length: count }, (_, i) => stream(cluster, tokens[i % tokens.length], words)),
  );
  return { results, wallMs: performance.now() - started };
}
