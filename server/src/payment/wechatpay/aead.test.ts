import { describe, expect, it } from 'vitest';
import { decryptResource, encryptResource, ResourceDecryptError, type EncryptedResource } from './aead.js';
import { certificateSerial } from './platformKeys.js';
import { readWechatpayFixtureJson, wechatpayFixturesDir } from './wechatpayFixtures.js';

const fixtures = wechatpayFixturesDir();
const KEY = 'abcdefghijklmnopqrstuvwxyz012345'; // 32 bytes

/** Flips one bit of the sealed bytes (ciphertext or tag) and re-encodes them. */
function flipBit(base64: string, index: number): string {
  const bytes = Buffer.from(base64, 'base64');
  bytes[index] = (bytes[index] ?? 0) ^ 1;
  return bytes.toString('base64');
}

describe('AEAD_AES_256_GCM resources', () => {
  const sealed = encryptResource('{"out_trade_no":"T1"}', KEY, { associatedData: 'transaction' });

  it('round-trips with a 32-byte key, and the ciphertext is not the plaintext', () => {
    expect(sealed).toMatchObject({ algorithm: 'AEAD_AES_256_GCM', associated_data: 'transaction' });
    expect(sealed.nonce).toHaveLength(12);
    expect(Buffer.from(sealed.ciphertext, 'base64').toString()).not.toContain('T1');
    expect(decryptResource(sealed, KEY)).toBe('{"out_trade_no":"T1"}');
  });

  it('refuses a flipped bit in the ciphertext or the tag, another nonce, other associated data or key', () => {
    const tampered: EncryptedResource[] = [
      { ...sealed, ciphertext: flipBit(sealed.ciphertext, 0) },
      { ...sealed, ciphertext: flipBit(sealed.ciphertext, Buffer.from(sealed.ciphertext, 'base64').length - 1) },
      { ...sealed, nonce: 'aaaaaaaaaaaa' },
      { ...sealed, associated_data: 'refund' },
    ];
    for (const resource of tampered) expect(() => decryptResource(resource, KEY)).toThrow(ResourceDecryptError);
    expect(() => decryptResource(sealed, KEY.replace('a', 'b'))).toThrow(ResourceDecryptError);
  });

  it('refuses another algorithm, a key of the wrong length and a truncated ciphertext', () => {
    expect(() => decryptResource({ ...sealed, algorithm: 'AEAD_SM4_GCM' }, KEY)).toThrow(/unsupported algorithm/);
    expect(() => decryptResource(sealed, KEY.slice(0, 31))).toThrow(/16, 24 or 32 bytes/);
    expect(() => decryptResource({ ...sealed, ciphertext: 'AAAA' }, KEY)).toThrow(ResourceDecryptError);
  });
});

describe.skipIf(!fixtures)('AES-GCM vectors from the official SDKs', () => {
  const dir = fixtures ?? '';

  it('wechatpay-java: decrypts to "message" with the 32-byte APIv3 key', () => {
    const v = readWechatpayFixtureJson<Record<string, string>>(dir, 'aead_aes_256_gcm_vector_wechatpay-java.json');
    const resource = {
      algorithm: v.algorithm ?? '',
      ciphertext: v.ciphertext_base64 ?? '',
      associated_data: v.associated_data ?? '',
      nonce: v.nonce ?? '',
    };
    expect(decryptResource(resource, v.apiv3_key ?? '')).toBe(v.plaintext);
    expect(() => decryptResource({ ...resource, associated_data: 'associatedDatA' }, v.apiv3_key ?? '')).toThrow(
      ResourceDecryptError,
    );
  });

  it('wechatpay-go: a 16-byte key decrypts with AES-128-GCM', () => {
    const v = readWechatpayFixtureJson<{ apiv3_key: string; body: string; expected: { resource_plaintext: string } }>(
      dir,
      'notify_signed-request_payscore_vector_wechatpay-go.json',
    );
    const { resource } = JSON.parse(v.body) as { resource: EncryptedResource };
    expect(decryptResource(resource, v.apiv3_key)).toBe(v.expected.resource_plaintext);
  });

  it('the recorded /v3/certificates response decrypts to the platform certificate it names', () => {
    const response = readWechatpayFixtureJson<{
      data: { serial_no: string; encrypt_certificate: EncryptedResource }[];
    }>(dir, 'certificates_download_response_wechatpay-java.json');
    const entry = response.data[0];
    if (!entry) throw new Error('the fixture has no certificate');
    const pem = decryptResource(entry.encrypt_certificate, 'a7cde1ZJB1kG2e7VfTs3jQzaWizur8Gb'); // PROVENANCE.md
    expect(pem).toMatch(/^-----BEGIN CERTIFICATE-----/);
    expect(certificateSerial(pem)).toBe('5DEA10EF55877E3CF6C33255C2E7DEFFF7E427EC');
    expect(certificateSerial(pem)).toBe(entry.serial_no);
  });
});
