import type { RevokeSessionReq, SignInSessionsRes, UserUsageRes } from '@inkstone/shared/api/profile';
import { V1 } from '@inkstone/shared/paths';
import { apiGet, apiPost } from '../../lib/apiClient';

/** GET /v1/user/usage: words used per UTC day over `days` days and the newest AI operations. */
export function fetchUserUsage(days: number, signal?: AbortSignal): Promise<UserUsageRes> {
  return apiGet<UserUsageRes>(V1.user.usage, { query: { days }, signal });
}

/** GET /v1/user/sessions: the account's live sign-ins, this one marked. */
export function fetchSignInSessions(signal?: AbortSignal): Promise<SignInSessionsRes> {
  return apiGet<SignInSessionsRes>(V1.user.sessions, { signal });
}

/** POST /v1/user/sessions/revoke: signs one other device out. */
export function revokeSignInSession(body: RevokeSessionReq): Promise<unknown> {
  return apiPost(V1.user.revokeSession, body);
}
