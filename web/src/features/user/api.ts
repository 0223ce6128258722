import type { ChangePasswordReq, UpdatePreferencesReq, UserInfoRes } from '@inkstone/shared/api/user';
import { V1 } from '@inkstone/shared/paths';
import { apiGet, apiPost, type RequestOptions } from '../../lib/apiClient';

type CallOptions = Pick<RequestOptions, 'notify' | 'signal'>;

/** GET /v1/user/info: the signed-in user's account, balance and abilities. */
export function fetchUserInfo(options: CallOptions = {}): Promise<UserInfoRes> {
  return apiGet<UserInfoRes>(V1.user.info, options);
}

/** POST /v1/user/logout: revokes this session. */
export function logout(options: CallOptions = {}): Promise<unknown> {
  return apiPost(V1.user.logout, {}, options);
}

/** POST /v1/user/logoutAll: revokes every session of the user. */
export function logoutAll(options: CallOptions = {}): Promise<unknown> {
  return apiPost(V1.user.logoutAll, {}, options);
}

/** POST /v1/user/preferences: nickname, language and similar settings. */
export function updatePreferences(body: UpdatePreferencesReq, options: CallOptions = {}): Promise<unknown> {
  return apiPost(V1.user.preferences, body, options);
}

/** POST /v1/user/changePassword. */
export function changePassword(body: ChangePasswordReq, options: CallOptions = {}): Promise<unknown> {
  return apiPost(V1.user.changePassword, body, options);
}
