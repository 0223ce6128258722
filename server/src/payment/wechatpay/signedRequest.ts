import type { Clock } from '../../lib/clock.js';
import type { PlatformKey } from './platformKeys.js';
import { buildAuthorization, type MerchantSigner } from './sign.js';
import { verifyWechatPaySignature } from './verify.js';
import { WechatPayError } from './wechatPayError.js';

/** What every call needs: where, who signs, which keys verify, and the injectable edges. */
export interface SignedRequestContext {
  baseUrl: string;
  signer: MerchantSigner;
  platformKeys: readonly PlatformKey[];
  fetch: typeof fetch;
  clock: Clock;
  timeoutMs: number;
}

/** A 2xx response whose platform signature verified. */
export interface VerifiedResponse {
  status: number;
  body: string;
}

/**
 * Sends one signed API v3 request and returns the response only if its signature verifies.
 * Error responses become WechatPayError with WeChat's code and message (and whether they were
 * signed: an unsigned error might come from a proxy, not from WeChat Pay).
 */
export async function sendSignedRequest(
  ctx: SignedRequestContext,
  req: { method: 'GET' | 'POST'; pathWithQuery: string; body?: unknown; signal?: AbortSignal },
): Promise<VerifiedResponse> {
  const url = new URL(ctx.baseUrl + req.pathWithQuery);
  const body = req.body === undefined ? '' : JSON.stringify(req.body);
  // The signature covers the path and query exactly as they go on the wire, so take them from the URL.
  const authorization = buildAuthorization(
    ctx.signer,
    { method: req.method, urlPathWithQuery: url.pathname + url.search, body },
    { now: ctx.clock.now() },
  );
  const { response, text } = await exchange(ctx, url, {
    method: req.method,
    headers: {
      authorization,
      accept: 'application/json',
      // WeChat Pay asks for a User-Agent and may refuse requests without one.
      'user-agent': 'inkstone-wechatpay/1',
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body } : {}),
    ...(req.signal ? { signal: req.signal } : {}),
  });
  const requestId = response.headers.get('request-id') ?? undefined;
  const check = verifyWechatPaySignature(
    { headers: response.headers, body: text },
    { platformKeys: ctx.platformKeys, now: ctx.clock.now() },
  );
  if (response.ok) {
    if (!check.ok) {
      throw new WechatPayError({
        status: response.status,
        code: 'RESPONSE_NOT_VERIFIED',
        message: check.detail,
        requestId,
      });
    }
    return { status: response.status, body: text };
  }
  const { code, message } = errorBody(text);
  throw new WechatPayError({
    status: response.status,
    code: code ?? `HTTP_${response.status}`,
    message: message ?? text.slice(0, 200),
    requestId,
    isVerified: check.ok,
  });
}

/** The response and its whole body, within the timeout; failures to get them become WechatPayError. */
async function exchange(
  ctx: SignedRequestContext,
  url: URL,
  init: RequestInit & { signal?: AbortSignal },
): Promise<{ response: Response; text: string }> {
  const callerSignal = init.signal;
  const signal = AbortSignal.any([AbortSignal.timeout(ctx.timeoutMs), ...(callerSignal ? [callerSignal] : [])]);
  try {
    const response = await ctx.fetch(url, { ...init, signal });
    return { response, text: await response.text() };
  } catch (error) {
    if (callerSignal?.aborted) throw error; // the caller gave up; not WeChat's failure
    const isTimeout = signal.aborted;
    const message = isTimeout ? `no answer within ${ctx.timeoutMs} ms` : String(error);
    throw new WechatPayError(
      { status: null, code: isTimeout ? 'TIMEOUT' : 'NETWORK_ERROR', message },
      { cause: error },
    );
  }
}

function errorBody(text: string): { code?: string; message?: string } {
  try {
    const json = JSON.parse(text) as { code?: unknown; message?: unknown };
    return {
      ...(typeof json.code === 'string' ? { code: json.code } : {}),
      ...(typeof json.message === 'string' ? { message: json.message } : {}),
    };
  } catch {
    return {};
  }
}
