import http from 'node:http';

/** What came back on one connection: the status and the whole body, or the socket error. */
export type RawOutcome = { status: number; body: string; connection?: string } | { error: string };

/** Resolves with `req`'s answer read to the end, or with the error of its socket or response. */
function settle(req: http.ClientRequest, resolve: (outcome: RawOutcome) => void): void {
  req.on('response', (res) => {
    let text = '';
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => (text += chunk));
    res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, connection: res.headers.connection }));
    res.on('error', (err) => resolve({ error: err.message }));
  });
  req.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message }));
}

/**
 * A POST whose JSON body is sent in two halves with `between` awaited in the middle: the server has
 * accepted the request (headers and half the body) before `between` runs.
 */
export function postInTwoHalves(
  baseUrl: string,
  path: string,
  body: unknown,
  between: () => Promise<void>,
): Promise<RawOutcome> {
  const bytes = Buffer.from(JSON.stringify(body));
  const half = Math.floor(bytes.length / 2);
  return new Promise((resolve) => {
    const req = http.request(`${baseUrl}${path}`, {
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'application/json', 'content-length': String(bytes.length) },
    });
    settle(req, resolve);
    req.write(bytes.subarray(0, half));
    void between().then(() => req.end(bytes.subarray(half)));
  });
}

/** A GET on a connection of its own (no keep-alive pool), read to the end. */
export function getOnNewConnection(url: string): Promise<RawOutcome> {
  return new Promise((resolve) => {
    settle(http.get(url, { agent: false }), resolve);
  });
}
