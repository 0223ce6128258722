#!/usr/bin/env node
/**
 * `npm run bench:model-client`: what reading a model's stream costs per chunk in this process, by
 * way of reading it (docs/decisions/005-stream-from-the-provider.md). A fake OpenAI-compatible model
 * (in this process, so its writes are counted too) streams 2,000 one-word chunks; each round reads
 * it BENCH_RUNS times (default 20) with
 *  - `streamText` — the AI SDK's high-level call, what the server used before;
 *  - the provider's `doStream` through Inkstone's `streamChat` — what the server uses now;
 *  - fetch + the shared SseParser + JSON.parse — no model client at all (the floor).
 * The ways alternate over 5 rounds; the figure is each way's median CPU time per chunk. Last line:
 * {"metric":"model_client_cpu_per_chunk","value":…,"unit":"µs"} for `streamChat`.
 */
import { streamText } from 'ai';
import { startFakeLlm } from '../server/src/test/fakes/fakeLlm.ts';
import { quantile } from './aiBenchServer.mjs';
import { benchGuard, benchModel, modelClientChunks, rawAnswerPieces } from './fakeModelReads.mjs';

const CHUNKS = 2000;
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const ROUNDS = 5;

const fake = await startFakeLlm();
fake.setDefault({ text: Array.from({ length: CHUNKS }, (_, i) => `w${i} `) });
const model = benchModel(fake.baseUrl);

const ways = {
  streamText: async () => {
    let n = 0;
    const result = streamText({ model, system: 's', prompt: 'p', maxRetries: 0, abortSignal: benchGuard().signal });
    for await (const part of result.fullStream) if (part.type === 'text-delta') n++;
    return n;
  },
  streamChat: async () => {
    let n = 0;
    for await (const chunk of modelClientChunks(model)) if (chunk.text) n++;
    return n;
  },
  bareRead: async () => {
    let n = 0;
    for await (const pieces of rawAnswerPieces(fake.baseUrl)) n += pieces.length;
    return n;
  },
};

const samples = Object.fromEntries(Object.keys(ways).map((k) => [k, []]));
for (let round = 0; round < ROUNDS; round++) {
  for (const [name, read] of Object.entries(ways)) {
    await read();
    const before = process.cpuUsage();
    for (let i = 0; i < RUNS; i++) {
      const n = await read();
      if (n !== CHUNKS) throw new Error(`${name} read ${n} chunks, expected ${CHUNKS}`);
    }
    const used = process.cpuUsage(before);
    samples[name].push((used.user + used.system) / (RUNS * CHUNKS));
  }
  process.stderr.write('.');
}
process.stderr.write('\n');
await fake.close();

const median = (name) => quantile(samples[name], 0.5);
console.log(
  `${CHUNKS} chunks × ${RUNS} reads × ${ROUNDS} rounds; CPU per chunk (fake's writes included), median of rounds`,
);
for (const [name, label] of [
  ['streamText', 'AI SDK streamText (before)'],
  ['streamChat', 'provider doStream via streamChat (now)'],
  ['bareRead', 'fetch + SseParser, no model client'],
]) {
  console.log(
    `  ${label.padEnd(42)} ${median(name).toFixed(1).padStart(6)} µs   rounds: ${samples[name].map((x) => x.toFixed(1)).join(' ')}`,
  );
}
console.log(
  JSON.stringify({ metric: 'model_client_cpu_per_chunk', value: Number(median('streamChat').toFixed(1)), unit: 'µs' }),
);
