import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicOnlyLookup } from './guardedConnector.js';
import { createOutboundFetch } from './outboundFetch.js';
import { OutboundRefusedError, refusalIn, type OutboundPolicy } from './outboundUrl.js';

/** A listener on 127.0.0.1 that records what reached it and answers by path. */
async function listen(answer: (req: http.IncomingMessage, res: http.ServerResponse) => void) {
  const seen: Array<{ method: string; path: string; key: string | undefined }> = [];
  const server = http.createServer((req, res) => {
    seen.push({ method: req.method ?? '', path: req.url ?? '', key: req.headers['x-api-key'] as string | undefined });
    answer(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { seen, port, origin: `http://127.0.0.1:${port}`, close: () => server.close() };
}

let target: Awaited<ReturnType<typeof listen>>;
let other: Awaited<ReturnType<typeof listen>>;
beforeAll(async () => {
  other = await listen((_req, res) => res.end('other'));
  target = await listen((req, res) => {
    if (req.url === '/same') return res.writeHead(302, { location: '/landed' }).end();
    if (req.url === '/see-other') return res.writeHead(303, { location: '/landed' }).end();
    if (req.url === '/away') return res.writeHead(302, { location: `${other.origin}/stolen` }).end();
    res.end(`landed ${req.method}`);
  });
});
afterAll(() => {
  target.close();
  other.close();
});

const trusting = (...origins: string[]): OutboundPolicy => ({ trustedOrigins: new Set(origins) });
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => refusalIn(error),
  );

describe('createOutboundFetch', () => {
  it('refuses to connect to a private address, however it is named, unless the origin is trusted', async () => {
    const guarded = createOutboundFetch(trusting());
    for (const host of ['127.0.0.1', '0x7f000001', '127.1', 'localhost'])
      expect(await refusal(guarded(`http://${host}:${target.port}/x`)), host).toBeInstanceOf(OutboundRefusedError);
    expect(target.seen).toEqual([]);
    const res = await createOutboundFetch(trusting(target.origin))(`${target.origin}/x`);
    expect(await res.text()).toBe('landed GET');
    const open = await createOutboundFetch({ trustedOrigins: new Set(), allowPrivate: true })(`${other.origin}/x`);
    expect(await open.text()).toBe('other');
  });

  it('refuses credentials in the URL before connecting', async () => {
    await expect(createOutboundFetch(trusting(target.origin))(`http://u:p@127.0.0.1:${target.port}/`)).rejects.toThrow(
      /user name or password/,
    );
  });

  it('follows redirects within the origin only; a redirect elsewhere comes back unfollowed, with nothing sent there', async () => {
    const guarded = createOutboundFetch(trusting(target.origin, other.origin));
    const same = await guarded(`${target.origin}/same`, { headers: { 'x-api-key': 'k-1' } });
    expect([same.status, await same.text()]).toEqual([200, 'landed GET']);
    expect(target.seen.at(-1)).toEqual({ method: 'GET', path: '/landed', key: 'k-1' });
    const seeOther = await guarded(`${target.origin}/see-other`, { method: 'POST', body: '{}' });
    expect(await seeOther.text()).toBe('landed GET');
    const away = await guarded(`${target.origin}/away`, { headers: { 'x-api-key': 'k-2' } });
    expect([away.status, away.headers.get('location')]).toEqual([302, `${other.origin}/stolen`]);
    expect(other.seen.map((r) => r.path)).not.toContain('/stolen');
  });
});

describe('publicOnlyLookup', () => {
  type Resolve = Parameters<typeof publicOnlyLookup>[0];
  const resolving = (addresses: string[]) =>
    ((_host: string, _options: unknown, callback: (e: null, a: Array<{ address: string; family: number }>) => void) =>
      callback(
        null,
        addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
      )) as unknown as Resolve;
  const run = (addresses: string[], all: boolean) =>
    new Promise<unknown[]>((resolve) =>
      publicOnlyLookup(resolving(addresses))('h.example', { all }, (...args) => resolve(args)),
    );

  it('checks the addresses at connection time: a name now resolving to a private address is refused', async () => {
    const [error] = await run(['93.184.216.34', '10.0.0.1'], true);
    expect(error).toBeInstanceOf(OutboundRefusedError);
    expect(await run(['93.184.216.34'], false)).toEqual([null, '93.184.216.34', 4]);
    expect(await run(['93.184.216.34', '2606:2800:220:1::1'], true)).toEqual([
      null,
      [
        { address: '93.184.216.34', family: 4 },
        { address: '2606:2800:220:1::1', family: 6 },
      ],
    ]);
  });
});
