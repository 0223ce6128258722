import { describe, expect, it } from 'vitest';
import { certificateSerial } from './platformKeys.js';
import { generatePlatformKeyPair, platformKeyOf, signAsPlatform } from './simulator/platformSigning.js';
import { verifyRsaSha256, verifyWechatPaySignature } from './verify.js';
import { readWechatpayFixture, readWechatpayFixtureJson, wechatpayFixturesDir } from './wechatpayFixtures.js';

const fixtures = wechatpayFixturesDir();
const NOW = new Date('2026-03-01T12:00:00Z');

describe('verifyWechatPaySignature', () => {
  const pair = generatePlatformKeyPair();
  const keys = [platformKeyOf(pair)];
  const body = '{"code_url":"weixin://wxpay/bizpayurl?pr=abc"}';
  const signed = signAsPlatform(pair, body, NOW);

  it('accepts a body signed by the platform key named in Wechatpay-Serial', () => {
    expect(verifyWechatPaySignature(signed, { platformKeys: keys, now: NOW })).toEqual({
      ok: true,
      serial: pair.serial,
    });
  });

  it('reads node-style lower-case headers and a lower-case serial', () => {
    const headers = Object.fromEntries(Object.entries(signed.headers).map(([k, v]) => [k.toLowerCase(), v]));
    headers['wechatpay-serial'] = pair.serial.toLowerCase();
    expect(verifyWechatPaySignature({ headers, body }, { platformKeys: keys, now: NOW }).ok).toBe(true);
  });

  it('refuses a changed body, a changed nonce and a signature by another key', () => {
    const check = (msg: { headers: Record<string, string>; body: string }) =>
      verifyWechatPaySignature(msg, { platformKeys: keys, now: NOW });
    expect(check({ ...signed, body: body.replace('abc', 'abd') })).toMatchObject({
      ok: false,
      reason: 'bad_signature',
    });
    expect(check({ ...signed, headers: { ...signed.headers, 'Wechatpay-Nonce': 'X' } })).toMatchObject({
      reason: 'bad_signature',
    });
    const forged = signAsPlatform({ ...generatePlatformKeyPair(), serial: pair.serial }, body, NOW);
    expect(check(forged)).toMatchObject({ ok: false, reason: 'bad_signature' });
  });

  it('refuses an unknown serial without trying other keys', () => {
    const headers = { ...signed.headers, 'Wechatpay-Serial': 'ABCDEF0123' };
    expect(verifyWechatPaySignature({ headers, body }, { platformKeys: keys, now: NOW })).toMatchObject({
      ok: false,
      reason: 'unknown_serial',
    });
  });

  it('accepts 5 minutes of clock skew either way, and refuses more', () => {
    const at = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);
    const reason = (now: Date) => {
      const r = verifyWechatPaySignature(signed, { platformKeys: keys, now });
      return r.ok ? 'ok' : r.reason;
    };
    expect([reason(at(300)), reason(at(-300)), reason(at(301)), reason(at(-301))]).toEqual([
      'ok',
      'ok',
      'stale_timestamp',
      'stale_timestamp',
    ]);
  });

  it.each(['Wechatpay-Timestamp', 'Wechatpay-Nonce', 'Wechatpay-Signature', 'Wechatpay-Serial'])(
    'refuses a message without %s',
    (name) => {
      const headers: Record<string, string> = { ...signed.headers };
      delete headers[name];
      expect(verifyWechatPaySignature({ headers, body }, { platformKeys: keys, now: NOW })).toMatchObject({
        reason: 'missing_header',
      });
    },
  );
});

describe.skipIf(!fixtures)('SHA256withRSA vectors from the official SDKs', () => {
  const dir = fixtures ?? '';

  it('wechatpay-go: the signature verifies for "source" and not for "wrong source"', () => {
    const v = readWechatpayFixtureJson<{ platform_certificate_pem: string; signature_base64: string; serial: string }>(
      dir,
      'sha256withrsa_verify_vector_wechatpay-go.json',
    );
    expect(certificateSerial(v.platform_certificate_pem)).toBe(v.serial);
    expect(verifyRsaSha256(v.platform_certificate_pem, 'source', v.signature_base64)).toBe(true);
    expect(verifyRsaSha256(v.platform_certificate_pem, 'wrong source', v.signature_base64)).toBe(false);
  });

  it('the wechatpay-java test platform key signs what its certificate and its public key verify', () => {
    const pair = {
      serial: certificateSerial(readWechatpayFixture(dir, 'test-keys/wechat_pay_certificate.pem')),
      privateKeyPem: readWechatpayFixture(dir, 'test-keys/wechat_pay_private_key.pem'),
      publicKeyPem: readWechatpayFixture(dir, 'test-keys/wechat_pay_public_key.pem'),
    };
    // PROVENANCE.md: the test certificate's serial.
    expect(pair.serial).toBe('440024045C4A427599D09BB4E3DE0279F2E813FD');
    const signed = signAsPlatform(pair, '{}', NOW);
    const certificate = { serial: pair.serial, pem: readWechatpayFixture(dir, 'test-keys/wechat_pay_certificate.pem') };
    expect(verifyWechatPaySignature(signed, { platformKeys: [certificate], now: NOW }).ok).toBe(true);
    expect(verifyWechatPaySignature(signed, { platformKeys: [platformKeyOf(pair)], now: NOW }).ok).toBe(true);
  });
});
