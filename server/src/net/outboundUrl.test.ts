import { describe, expect, it } from 'vitest';
import {
  checkOutboundUrl,
  OutboundRefusedError,
  parseOutboundUrl,
  refusalIn,
  type OutboundPolicy,
} from './outboundUrl.js';

const strict: OutboundPolicy = { trustedOrigins: new Set() };
const dns = (table: Record<string, string[]>) => async (host: string) => {
  const addresses = table[host];
  if (!addresses) throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
  return addresses;
};
const noDns = dns({});

describe('parseOutboundUrl', () => {
  it('normalises odd IPv4 spellings and IPv6 to the address fetch would connect to', () => {
    for (const text of ['http://0x7f000001/', 'http://2130706433/', 'http://127.1/', 'http://0177.0.0.1/'])
      expect(parseOutboundUrl(text).hostname).toBe('127.0.0.1');
    expect(parseOutboundUrl('http://[::ffff:127.0.0.1]:8080/v1').host).toBe('[::ffff:7f00:1]:8080');
    expect(parseOutboundUrl('HTTPS://API.Example.COM:443/v1').origin).toBe('https://api.example.com');
  });

  it('refuses other schemes, credentials in the URL and garbage', () => {
    for (const text of [
      'file:///etc/passwd',
      'ftp://x.org/',
      'gopher://x.org/',
      'http://user:pass@x.org/',
      'http://user@x.org/',
      'not a url',
    ])
      expect(() => parseOutboundUrl(text), text).toThrow(OutboundRefusedError);
  });
});

describe('checkOutboundUrl', () => {
  it('refuses private IP literals however they are spelled', async () => {
    for (const text of [
      'http://127.0.0.1:11434/v1',
      'http://0x7f000001/',
      'http://2130706433/',
      'http://127.1/',
      'http://[::1]/',
      'http://[::ffff:127.0.0.1]/',
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.5/',
      'http://[fd00::1]/',
    ])
      await expect(checkOutboundUrl(text, strict, noDns), text).rejects.toThrow(/private, loopback or link-local/);
  });

  it('refuses a public-looking name that resolves to a private address, even once among public ones', async () => {
    const resolve = dns({ 'rebind.example': ['93.184.216.34', '127.0.0.1'], 'meta.example': ['169.254.169.254'] });
    await expect(checkOutboundUrl('https://rebind.example/v1', strict, resolve)).rejects.toThrow(OutboundRefusedError);
    await expect(checkOutboundUrl('https://meta.example/', strict, resolve)).rejects.toThrow(OutboundRefusedError);
  });

  it('accepts public hosts, names it cannot resolve yet (the connection is checked again), trusted origins and the opt-in', async () => {
    const resolve = dns({ 'api.example': ['93.184.216.34', '2606:2800:220:1::1'] });
    expect((await checkOutboundUrl('https://api.example/v1', strict, resolve)).href).toBe('https://api.example/v1');
    await expect(checkOutboundUrl('https://8.8.8.8/', strict, noDns)).resolves.toBeInstanceOf(URL);
    await expect(checkOutboundUrl('https://unknown.example/', strict, noDns)).resolves.toBeInstanceOf(URL);
    const ollama: OutboundPolicy = { trustedOrigins: new Set(['http://127.0.0.1:11434']) };
    await expect(checkOutboundUrl('http://127.0.0.1:11434/v1', ollama, noDns)).resolves.toBeInstanceOf(URL);
    await expect(checkOutboundUrl('http://127.0.0.1:8080/v1', ollama, noDns)).rejects.toThrow(OutboundRefusedError);
    const open: OutboundPolicy = { trustedOrigins: new Set(), allowPrivate: true };
    await expect(checkOutboundUrl('http://192.168.1.20:8000/v1', open, noDns)).resolves.toBeInstanceOf(URL);
    await expect(checkOutboundUrl('http://u:p@192.168.1.20/', open, noDns)).rejects.toThrow(/user name or password/);
  });
});

describe('refusalIn', () => {
  it('finds the guard refusal inside the errors fetch wraps it in', () => {
    const refusal = new OutboundRefusedError('no');
    expect(refusalIn(new TypeError('fetch failed', { cause: refusal }))).toBe(refusal);
    expect(refusalIn(new TypeError('fetch failed', { cause: new Error('ECONNREFUSED') }))).toBeUndefined();
  });
});
