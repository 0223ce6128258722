/**
 * One polish stream timed as bench:streams and bench:cluster measure it: `post(path, init)` sends the
 * request (to a server or through nginx); resolves with the time to the first diff chunk and to the
 * end, or with the error (a refusal, a stream that ended without `done`, a charge other than `words`).
 */
import { SseParser, toStreamEvent } from '../shared/src/sse.ts';

export async function timePolishStream(post, token, words) {
  const started = performance.now();
  const res = await post('/v1/workflow/polishSse', {
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
