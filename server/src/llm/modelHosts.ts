import { ErrorCode } from '@inkstone/shared/errorCodes';
import { BadRequestError } from '../errors.js';
import type { Env } from '../env.js';
import { checkOutboundUrl, originsOf, refusalIn, type OutboundPolicy } from '../net/outboundUrl.js';

/**
 * Where model calls may go. OLLAMA_URL and LLM_BASE_URL are the operator's own configuration and
 * are trusted on any address (a local Ollama works out of the box); a base URL an admin enters in
 * the app reaches private, loopback or link-local addresses only with ALLOW_PRIVATE_MODEL_HOSTS.
 */
export function modelHostPolicy(env: Env): OutboundPolicy {
  return {
    trustedOrigins: originsOf([env.OLLAMA_URL, env.LLM_BASE_URL]),
    allowPrivate: env.ALLOW_PRIVATE_MODEL_HOSTS,
  };
}

/** 400 url_not_allowed unless an admin-entered model base URL passes the outbound guard. */
export async function assertModelBaseUrl(baseUrl: string | null | undefined, env: Env): Promise<void> {
  if (!baseUrl) return;
  try {
    await checkOutboundUrl(baseUrl, modelHostPolicy(env));
  } catch (error) {
    const refusal = refusalIn(error);
    if (!refusal) throw error;
    const hint =
      refusal.reason === 'private_address'
        ? ' A server administrator can allow private model hosts with ALLOW_PRIVATE_MODEL_HOSTS=true.'
        : '';
    throw BadRequestError(ErrorCode.urlNotAllowed, `baseUrl: ${refusal.message}${hint}`);
  }
}
