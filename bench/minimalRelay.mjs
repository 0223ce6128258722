/**
 * A minimal SSE relay, for calibrating `bench:relay` (BENCH_MINIMAL_RELAY=1): a plain `http` server
 * that, for any request, fetches the model's stream from argv[2] and re-encodes each answer piece as
 * a `diff` event of the shared format, then `done`. No auth, no database, no AI SDK: what any relay
 * costs on this machine. Sends its port to the parent process.
 */
import http from 'node:http';
import { encodeSse } from '../shared/src/sse.ts';
import { rawAnswerPieces } from './fakeModelReads.mjs';

const upstream = process.argv[2];

const server = http.createServer(async (req, res) => {
  for await (const _ of req);
  res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' });
  for await (const pieces of rawAnswerPieces(upstream)) {
    if (pieces.length > 0) res.write(pieces.map((diff) => encodeSse({ type: 'diff', diff })).join(''));
  }
  res.end(encodeSse({ type: 'done', data: {} }));
});

server.listen(0, '127.0.0.1', () => process.send(server.address().port));
