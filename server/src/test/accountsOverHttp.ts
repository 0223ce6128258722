import crypto from 'node:crypto';
import { V1 } from '@inkstone/shared/paths';
import { postJson } from './serverProcess.js';

/** A password that satisfies the password rule. */
export const TEST_PASSWORD = 'durable-Passw0rd';

/** An email address no other test uses. */
export function uniqueEmail(prefix = 'proc'): string {
  return `${prefix}-${crypto.randomBytes(6).toString('hex')}@example.com`;
}

/** The newest verification code the development outbox holds for `recipient`, or undefined. */
export async function latestOutboxCode(baseUrl: string, recipient: string): Promise<string | undefined> {
  const res = await fetch(`${baseUrl}${V1.dev.outbox}?recipient=${encodeURIComponent(recipient)}`);
  if (res.status !== 200) throw new Error(`outbox answered ${res.status}: ${await res.text()}`);
  const body = (await res.json()) as { data: { items: Array<{ body: string }> } };
  return body.data.items[0]?.body.match(/\b(\d{6})\b/)?.[1];
}

/** Requests a registration code; throws unless the server acknowledged it. */
export async function requestRegisterCode(baseUrl: string, email: string): Promise<void> {
  const res = await postJson(baseUrl, V1.register.registerCode, { email });
  if (res.status !== 200) throw new Error(`registerCode answered ${res.status}: ${JSON.stringify(res.json)}`);
}

/** Registers an account by email through the public API, reading the code from the outbox. */
export async function registerOverHttp(baseUrl: string, email: string, password = TEST_PASSWORD): Promise<void> {
  await requestRegisterCode(baseUrl, email);
  const code = await latestOutboxCode(baseUrl, email);
  const res = await postJson(baseUrl, V1.register.doRegistry, { email, code, password });
  if (res.status !== 200) throw new Error(`doRegistry answered ${res.status}: ${JSON.stringify(res.json)}`);
}
