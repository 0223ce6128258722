import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tc3Authorization } from '../../delivery/sms/tc3Signature.js';

// Recorded Tencent Cloud responses, copied from shared/fixtures with their PROVENANCE.md.
const FIXTURES = new URL('../fixtures/sms/', import.meta.url);
const fixture = (name: string) => fs.readFileSync(new URL(name, FIXTURES), 'utf8');
const SUCCESS = fixture('tencent_sendsms_2021-01-11_success_two-numbers.documented-example.json');
const SIGNATURE_FAILURE = fixture('tencent_api3_error_AuthFailure.SignatureFailure.documented-example.json');

/** The recorded response bodies, as text, for tests of the response handling itself. */
export const TENCENT_SMS_FIXTURES = { success: SUCCESS, signatureFailure: SIGNATURE_FAILURE } as const;

/** A SendSms call the fake received. */
export interface TencentSmsCall {
  headers: http.IncomingHttpHeaders;
  body: { PhoneNumberSet?: string[]; TemplateParamSet?: string[]; [key: string]: unknown };
  isSignatureValid: boolean;
}

export interface FakeTencentSms {
  /** http://127.0.0.1:PORT, for TENCENT_SMS_ENDPOINT. */
  endpoint: string;
  calls: TencentSmsCall[];
  /** Requests that were not a SendSms call; a test should expect none. */
  unexpected: string[];
  close(): Promise<void>;
}

/**
 * Tencent Cloud SMS on 127.0.0.1: checks the TC3 signature of each SendSms request with the given
 * keys (and that its timestamp is within 5 minutes, as the real service does) and answers with the
 * recorded success, or the recorded AuthFailure.SignatureFailure (HTTP 200, like the real one).
 */
export async function startFakeTencentSms(keys: { secretId: string; secretKey: string }): Promise<FakeTencentSms> {
  const calls: TencentSmsCall[] = [];
  const unexpected: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const payload = Buffer.concat(chunks).toString('utf8');
      const h = req.headers;
      if (
        req.method !== 'POST' ||
        req.url !== '/' ||
        h['x-tc-action'] !== 'SendSms' ||
        h['x-tc-version'] !== '2021-01-11'
      ) {
        unexpected.push(`${req.method} ${req.url} ${String(h['x-tc-action'])} ${String(h['x-tc-version'])}`);
        res.writeHead(404).end();
        return;
      }
      const timestamp = Number(h['x-tc-timestamp']);
      const expected = tc3Authorization({
        ...keys,
        service: 'sms',
        host: h.host ?? '',
        contentType: h['content-type'] ?? '',
        payload,
        timestamp,
      });
      const isSignatureValid = h.authorization === expected && Math.abs(Date.now() / 1000 - timestamp) <= 300;
      calls.push({ headers: h, body: JSON.parse(payload) as TencentSmsCall['body'], isSignatureValid });
      res.writeHead(200, { 'content-type': 'application/json' }).end(isSignatureValid ? SUCCESS : SIGNATURE_FAILURE);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    calls,
    unexpected,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
