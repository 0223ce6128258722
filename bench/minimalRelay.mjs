/**
 * A minimal SSE relay, for calibrating `bench:relay` (BENCH_MINIMAL_RELAY=1): a plain `http` server
 * that, for any request, fetches the model's stream from argv[2] and re-encodes each answer piece as
 * a `diff` event of the shared format, then `done`. No auth, no database, no AI SDK: what any relay
 * costs on this machine. Sends its port to the parent process.
 */
import http from 'node:http';
import { encodeSse, SseParser } from '../shared/src/sse.ts';

const upstream = process.argv[2];

const server = http.createServer(async (req, res) => {
  for await (const _ of req);
  const answer = await fetch(`${upstream}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ model: 'm', stream: true, messages: [] }),
  });
  res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' });
  const parser = new SseParser();
  for await (const bytes of answer.body) {
    let events = '';
    for (const message of parser.push(bytes)) {
      if (message.data === '[DONE]') continue;
      const diff = JSON.parse(message.data).choices[0]?.delta?.content;
      if (diff) events += encodeSse({ type: 'diff', diff });
    }
    if (events) res.write(events);
  }
  res.end(encodeSse({ type: 'done', data: {} }));
});

server.listen(0, '127.0.0.1', () => process.send(server.address().port));
