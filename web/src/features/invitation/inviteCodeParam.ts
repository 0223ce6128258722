import { AppPath } from '../../routes/paths';

/**
 * The invite code a page was opened with: `?code=` as the share link writes it, or `?invite=` as
 * older links did. Trimmed; '' when none.
 */
export function inviteCodeFrom(params: URLSearchParams): string {
  return (params.get('code') ?? params.get('invite') ?? '').trim();
}

/** A sign-up path carrying the invite code (email registration, or SMS sign-in with `sms`). */
export function signUpPathWith(code: string, method: 'email' | 'sms' = 'email'): string {
  const params = new URLSearchParams(method === 'sms' ? { tab: 'sms' } : {});
  if (code) params.set('code', code);
  const query = params.toString();
  const path = method === 'sms' ? AppPath.login : AppPath.register;
  return query ? `${path}?${query}` : path;
}
