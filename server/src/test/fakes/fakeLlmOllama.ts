import http from 'node:http';
import type { AddressInfo } from 'node:net';

// The example response of GET /api/tags in Ollama's API reference (docs.ollama.com/api/tags); no
// recording of a real server was available.
const TAGS = {
  models: [
    {
      name: 'gemma3',
      model: 'gemma3',
      modified_at: '2025-10-03T23:34:03.409490317-07:00',
      size: 3338801804,
      digest: 'a2af6cc3eb7fa8be8504abaf9b04e88f17a119ec3f04a3addf55f92841195f5a',
      details: {
        format: 'gguf',
        family: 'gemma',
        families: ['gemma'],
        parameter_size: '4.3B',
        quantization_level: 'Q4_K',
      },
    },
  ],
};

/** A local Ollama's model list on 127.0.0.1, for the detection probe. */
export async function startFakeOllama(): Promise<{ url: string; probes: number; close(): Promise<void> }> {
  const state = { probes: 0 };
  const server = http.createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/api/tags') {
      state.probes++;
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(TAGS));
    } else {
      res.writeHead(404).end('404 page not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    get probes() {
      return state.probes;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
