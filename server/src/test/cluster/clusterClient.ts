import { V1 } from '@inkstone/shared/paths';
import { TEST_PASSWORD } from '../accountsOverHttp.js';
import type { FakeSmtp } from '../fakes/smtpServer.js';
import type { AppServer, Cluster } from './startCluster.js';

/** The status and envelope of an answer. */
export interface Answer<T = unknown> {
  status: number;
  json: { success: boolean; data: T; errorCode?: string };
}

/** A way to reach the cluster: through nginx, or straight to one app server. */
export type Send = (
  path: string,
  init?: { method?: string; headers?: Record<string, string>; body?: string },
) => Promise<Answer>;

/** Requests through nginx. */
export function throughNginx(cluster: Cluster): Send {
  return async (path, init) => {
    const res = await cluster.fetch(path, init);
    return { status: res.status, json: (await res.json()) as Answer['json'] };
  };
}

/** Requests to one app server itself, bypassing nginx (to prove which server answered). */
export function straightTo(server: AppServer): Send {
  return async (path, init) => {
    const res = await fetch(`${server.baseUrl}${path}`, init);
    return { status: res.status, json: (await res.json()) as Answer['json'] };
  };
}

/** A JSON POST (as `token`, if given). */
export const post = (send: Send, path: string, body: unknown, token?: string) =>
  send(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

/** A GET as `token`. */
export const get = (send: Send, path: string, token: string) =>
  send(path, { headers: { authorization: `Bearer ${token}` } });

/** The newest six-digit code mailed to `email` (waits up to 10 s for the mail). */
export async function mailedCode(smtp: FakeSmtp, email: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mail = smtp.mails.findLast((m) => m.to.includes(email));
    const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no code mailed to ${email}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Registers an account through nginx (the code read from the fake mail server) and signs it in. */
export async function signUp(cluster: Cluster, email: string, password = TEST_PASSWORD): Promise<string> {
  const send = throughNginx(cluster);
  const sent = await post(send, V1.register.registerCode, { email });
  if (sent.status !== 200) throw new Error(`registerCode answered ${sent.status}: ${JSON.stringify(sent.json)}`);
  const code = await mailedCode(cluster.smtp, email);
  const done = await post(send, V1.register.doRegistry, { email, code, password });
  if (done.status !== 200) throw new Error(`doRegistry answered ${done.status}: ${JSON.stringify(done.json)}`);
  return signIn(send, email, password);
}

/** Signs in by email and password; returns the bearer token. */
export async function signIn(send: Send, email: string, password = TEST_PASSWORD): Promise<string> {
  const res = await post(send, V1.login.email, { email, password });
  if (res.status !== 200) throw new Error(`login answered ${res.status}: ${JSON.stringify(res.json)}`);
  return (res.json.data as { token: string }).token;
}

/**
 * How many `GET <route>` requests one app server answered with 200, from its own `/metrics`
 * (inkstone_http_requests_total): the proof of which server handled what.
 */
export async function answeredCount(cluster: Cluster, server: AppServer, route: string): Promise<number> {
  const res = await fetch(`${server.baseUrl}/metrics`, {
    headers: { authorization: `Bearer ${cluster.metricsToken}` },
  });
  if (res.status !== 200) throw new Error(`/metrics of server ${server.name} answered ${res.status}`);
  let count = 0;
  for (const line of (await res.text()).split('\n')) {
    if (!line.startsWith('inkstone_http_requests_total{')) continue;
    if (line.includes(`route="${route}"`) && line.includes('method="GET"') && line.includes('status="200"'))
      count += Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return count;
}
