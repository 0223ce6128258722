import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/testApp.js';
import { MAX_URL_LENGTH } from './transportErrors.js';

/** Issue 15 §9: what Fastify and Node's HTTP parser answer themselves is in the envelope too. */
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(async () => t.close());

/** Sends raw bytes and returns the status and the parsed body of the answer. */
function rawRequest(text: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(text));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);
      const body = answer.slice(answer.indexOf('\r\n\r\n') + 4);
      resolve({ status, body: JSON.parse(body) as unknown });
    });
  });
}

const get = (target: string, headers = '') =>
  rawRequest(`GET ${target} HTTP/1.1\r\nHost: localhost\r\n${headers}Connection: close\r\n\r\n`);

describe('transport-level failures', () => {
  it('answers a URL with a broken %-escape with 400 malformed_request', async () => {
    for (const target of ['/v1/%zz', '/v1/papers/library/%E0%A4%A']) {
      const res = await get(target);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, errorCode: 'malformed_request' });
    }
  });

  it('answers what the router refuses in the envelope: undecodable or over-long path parameters', async () => {
    const undecodable = await t.request({ method: 'GET', url: '/v1/textEditor/image/%ED%A0%80' });
    expect(undecodable.statusCode).toBe(400);
    expect(undecodable.json()).toMatchObject({ success: false, errorCode: 'malformed_request' });
    const long = await t.request({ method: 'GET', url: `/v1/textEditor/image/${'a'.repeat(101)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toMatchObject({ success: false, errorCode: 'uri_too_long' });
  });

  it('answers headers over 16 KB with 431 in the envelope', async () => {
    const res = await get('/v1/user/info', `X-Padding: ${'a'.repeat(20_000)}\r\n`);
    expect(res.status).toBe(431);
    expect(res.body).toMatchObject({ success: false, errorCode: 'request_headers_too_large' });
  });

  it('answers an over-long path with 414 in the envelope', async () => {
    const res = await get(`/v1/papers/library/${'a'.repeat(MAX_URL_LENGTH)}`);
    expect(res.status).toBe(414);
    expect(res.body).toMatchObject({ success: false, errorCode: 'uri_too_long' });
  });

  it('answers bytes that are not HTTP with 400 in the envelope', async () => {
    const res = await rawRequest('HELLO\r\n\r\n');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, errorCode: 'malformed_request' });
  });
});
