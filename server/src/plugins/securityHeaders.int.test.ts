import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/testApp.js';

/** Issue 15 §5: HSTS and `upgrade-insecure-requests` only where the request came over HTTPS. */
describe('transport security headers', () => {
  let direct: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    direct = await createTestApp();
    proxied = await createTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await direct.close();
    await proxied.close();
  });

  const headersOf = async (t: TestApp, headers: Record<string, string> = {}) =>
    (await t.request({ method: 'GET', url: '/healthz', headers })).headers;

  it('sends neither over plain HTTP, so a server on http://host:3000 loads its assets', async () => {
    const headers = await headersOf(direct);
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    // A PDF preview frames an object URL; nothing else may be framed.
    expect(headers['content-security-policy']).toContain("frame-src 'self' blob:");
  });

  it('ignores a forwarded protocol from a proxy that is not trusted', async () => {
    const headers = await headersOf(direct, { 'x-forwarded-proto': 'https' });
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });

  it('sends both behind a trusted proxy that received HTTPS', async () => {
    const headers = await headersOf(proxied, { 'x-forwarded-proto': 'https' });
    expect(headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(headers['content-security-policy']).toMatch(/default-src 'self'.*;upgrade-insecure-requests$/);
  });

  it('sends neither behind a trusted proxy that received plain HTTP', async () => {
    const headers = await headersOf(proxied, { 'x-forwarded-proto': 'http' });
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });
});
