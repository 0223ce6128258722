import { createVerify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { certificateSerial } from './platformKeys.js';
import { buildAuthorization, parseAuthorization, verifyAuthorization, type SignedRequestParts } from './sign.js';
import { generateRsaKeyPairPem, randomSerial } from './simulator/platformSigning.js';
import { readWechatpayFixture, wechatpayFixturesDir } from './wechatpayFixtures.js';

const fixtures = wechatpayFixturesDir();
const NOW = new Date('2026-03-01T12:00:00Z');
const MCHID = '1900000109';
const request: SignedRequestParts = {
  method: 'POST',
  urlPathWithQuery: '/v3/pay/transactions/native',
  body: '{"appid":"wx1","amount":{"total":100,"currency":"CNY"}}',
};

describe('merchant request signature', () => {
  const merchant = generateRsaKeyPairPem();
  const serial = randomSerial();
  const signer = { mchid: MCHID, serial, privateKey: merchant.privateKeyPem };
  const merchantKeys = [{ serial, pem: merchant.publicKeyPem }];
  const header = buildAuthorization(signer, request, { now: NOW, nonce: 'N0NCE' });

  it('is the documented header, signing method, path, timestamp, nonce and body line by line', () => {
    expect(header).toMatch(
      /^WECHATPAY2-SHA256-RSA2048 mchid="1900000109",nonce_str="N0NCE",signature="[A-Za-z0-9+/=]+",timestamp="\d+",serial_no="[0-9A-F]{40}"$/,
    );
    const fields = parseAuthorization(header) ?? {};
    expect(fields.timestamp).toBe(String(NOW.getTime() / 1000));
    expect(fields.serial_no).toBe(serial);
    // The message written out by hand, independently of requestSigningMessage().
    const message = `POST\n/v3/pay/transactions/native\n${fields.timestamp}\nN0NCE\n${request.body}\n`;
    const isValid = createVerify('RSA-SHA256')
      .update(message)
      .verify(merchant.publicKeyPem, fields.signature ?? '', 'base64');
    expect(isValid).toBe(true);
  });

  it('verifies, and refuses any change to method, path, query or body', () => {
    const verify = (req: SignedRequestParts) =>
      verifyAuthorization(header, req, { mchid: MCHID, merchantKeys, now: NOW });
    expect(verify(request)).toEqual({ ok: true, serial });
    expect(verify({ ...request, method: 'PUT' })).toMatchObject({ reason: 'bad_signature' });
    expect(verify({ ...request, urlPathWithQuery: `${request.urlPathWithQuery}?x=1` })).toMatchObject({
      reason: 'bad_signature',
    });
    expect(verify({ ...request, body: request.body.replace('100', '1') })).toMatchObject({ reason: 'bad_signature' });
  });

  it('refuses another merchant, an unknown serial, a stale timestamp and a foreign scheme', () => {
    const opts = { mchid: MCHID, merchantKeys, now: NOW };
    expect(verifyAuthorization(header, request, { ...opts, mchid: '1900000110' })).toMatchObject({
      reason: 'unknown_serial',
    });
    const otherSerial = header.replace(serial, randomSerial());
    expect(verifyAuthorization(otherSerial, request, opts)).toMatchObject({ reason: 'unknown_serial' });
    expect(verifyAuthorization(header, request, { ...opts, now: new Date(NOW.getTime() + 301_000) })).toMatchObject({
      reason: 'stale_timestamp',
    });
    expect(verifyAuthorization(undefined, request, opts)).toMatchObject({ reason: 'missing_header' });
    expect(verifyAuthorization(header.replace('WECHATPAY2', 'WECHATPAY3'), request, opts)).toMatchObject({
      reason: 'missing_header',
    });
  });
});

describe.skipIf(!fixtures)('with the wechatpay-java test merchant key', () => {
  it('a request signed with merchant_private_key.pem verifies with merchant_certificate.pem', () => {
    const certificate = readWechatpayFixture(fixtures ?? '', 'test-keys/merchant_certificate.pem');
    const serial = certificateSerial(certificate);
    expect(serial).toBe('5F1C72E2A8931B72A2E13AF8DEE92471EB397115'); // PROVENANCE.md
    const privateKey = readWechatpayFixture(fixtures ?? '', 'test-keys/merchant_private_key.pem');
    const header = buildAuthorization({ mchid: MCHID, serial, privateKey }, request, { now: NOW });
    const opts = { mchid: MCHID, merchantKeys: [{ serial, pem: certificate }], now: NOW };
    expect(verifyAuthorization(header, request, opts).ok).toBe(true);
    expect(verifyAuthorization(header, { ...request, body: '' }, opts).ok).toBe(false);
  });
});
