/**
 * A minimal SSE relay, for calibrating `bench:relay` (BENCH_MINIMAL_RELAY): a plain `http` server
 * that, for any request, fetches the model's stream from argv[2] and re-encodes its answer pieces as
 * `diff` events of the shared format, then `done`. No auth, no database, no Fastify. argv[3] says how
 * it reads the model: `raw` (fetch + the shared SSE parser: what any relay costs on this machine) or
 * `sdk` (Inkstone's model client with the server's polish prompt, pieces of one turn merged into one
 * event: what a relay built on the AI SDK costs). Sends its port to the parent process.
 */
import http from 'node:http';
import { encodeSse } from '../shared/src/sse.ts';
import { buildToolPrompt } from '../server/src/llm/prompts/toolPrompts.ts';
import { benchModel, modelClientChunks, rawAnswerPieces } from './fakeModelReads.mjs';

const [upstream, reader] = process.argv.slice(2);
const model = benchModel(upstream);

async function relayRaw(res) {
  for await (const pieces of rawAnswerPieces(upstream)) {
    if (pieces.length > 0) res.write(pieces.map((diff) => encodeSse({ type: 'diff', diff })).join(''));
  }
}

async function relaySdk(res, text) {
  let pending = '';
  const flush = () => {
    if (pending) res.write(encodeSse({ type: 'diff', diff: pending }));
    pending = '';
  };
  for await (const chunk of modelClientChunks(model, buildToolPrompt('polish', { text }))) {
    if (!pending) process.nextTick(flush);
    pending += chunk.text;
  }
  flush();
}

const server = http.createServer(async (req, res) => {
  let body = '';
  for await (const bytes of req) body += bytes;
  res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' });
  await (reader === 'sdk' ? relaySdk(res, JSON.parse(body).text) : relayRaw(res));
  res.end(encodeSse({ type: 'done', data: {} }));
});

server.listen(0, '127.0.0.1', () => process.send(server.address().port));
