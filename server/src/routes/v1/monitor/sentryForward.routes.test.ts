import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { okData, registerUser, uniqueIp } from '../../../test/factories.js';
import { errorEvent, pageView, report } from '../../../test/monitorApi.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';

interface Received {
  url: string;
  auth: string | undefined;
  contentType: string | undefined;
  lines: unknown[];
}

let t: TestApp;
let sentry: http.Server;
const received: Received[] = [];
beforeAll(async () => {
  // A local stand-in for Sentry/GlitchTip's envelope endpoint, on a real socket.
  sentry = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({
        url: req.url ?? '',
        auth: req.headers['x-sentry-auth'] as string | undefined,
        contentType: req.headers['content-type'],
        lines: body
          .trim()
          .split('\n')
          .map((line) => JSON.parse(line) as unknown),
      });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"id":"x"}');
    });
  });
  await new Promise<void>((resolve) => sentry.listen(0, '127.0.0.1', resolve));
  const { port } = sentry.address() as AddressInfo;
  t = await createTestApp({ SENTRY_DSN: `http://publickey@127.0.0.1:${port}/42` });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => sentry.close(resolve));
});

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !check(); i += 1) await new Promise((r) => setTimeout(r, 20));
}

describe('SENTRY_DSN forwarding', () => {
  it('sends each reported error to the envelope endpoint with the DSN key, the user and the release', async () => {
    const user = await registerUser(t);
    const res = await report(
      t,
      { release: 'build-9', events: [errorEvent('Forwarded failure'), pageView()] },
      { ip: uniqueIp(), token: user.token },
    );
    expect(okData(res)).toEqual({ errors: 1, pageViews: 1 });
    await until(() => received.length > 0);
    expect(received).toHaveLength(1);
    const [sent] = received as [Received];
    expect(sent.url).toBe('/api/42/envelope/');
    expect(sent.auth).toContain('sentry_key=publickey');
    expect(sent.contentType).toBe('application/x-sentry-envelope');
    type SentEvent = Record<string, unknown> & {
      exception: { values: Array<{ stacktrace: { frames: Array<{ colno: number }> } }> };
    };
    const [header, item, event] = sent.lines as [Record<string, unknown>, Record<string, unknown>, SentEvent];
    expect(header.event_id).toBe(event.event_id);
    expect(item).toEqual({ type: 'event' });
    expect(event).toMatchObject({
      platform: 'javascript',
      release: 'build-9',
      user: { id: expect.any(String) },
      tags: { kind: 'error', route: '/apps/editor' },
      exception: { values: [{ type: 'error', value: 'Forwarded failure' }] },
    });
    // Oldest frame first, as Sentry reads them.
    expect(event.exception.values[0]?.stacktrace.frames.map((f) => f.colno)).toEqual([200, 100]);
  });

  it('still stores the report when Sentry is down', async () => {
    await new Promise((resolve) => sentry.close(resolve));
    sentry.closeAllConnections();
    const res = await report(t, { events: [errorEvent('While Sentry is down')] }, { ip: uniqueIp() });
    expect(okData(res)).toEqual({ errors: 1, pageViews: 0 });
  });
});
