import { redirect, type LoaderFunctionArgs } from 'react-router';
import { ErrorCode } from '@inkstone/shared/errorCodes';
import { userInfoQuery } from '../features/user/queries';
import { ClientErrorCode, isApiError } from '../lib/apiError';
import { createStore } from '../lib/createStore';
import { localizeError } from '../lib/errorMessages';
import { queryClient } from '../lib/queryClient';
import { snackbar } from '../lib/snackbarStore';
import { applyUserInfo, signOutLocally, userStore } from '../lib/userStore';
import { loginPathFor, skipsSessionCheck } from './guard';

/** spec §2: the loading flag raised while the guard checks the session. */
export const sessionCheckStore = createStore(false);

function signedOutRedirect(originalPath: string): Response {
  signOutLocally();
  queryClient.removeQueries();
  return redirect(loginPathFor(originalPath));
}

/**
 * The navigation guard (spec §2), run as the loader of every protected route: fetch the user
 * info; on success the user is logged in with fresh account, balance and login time; on any
 * failure the user is logged out and sent to login, which brings them back here afterwards.
 */
export async function sessionGuardLoader({ request }: LoaderFunctionArgs): Promise<null> {
  const url = new URL(request.url);
  if (skipsSessionCheck(url.pathname)) return null;
  const originalPath = `${url.pathname}${url.search}`;
  // Without a token the check can only fail; skip the round trip.
  if (!userStore.get().token) throw signedOutRedirect(originalPath);
  sessionCheckStore.set(true);
  try {
    applyUserInfo(await queryClient.fetchQuery({ ...userInfoQuery(), staleTime: 0 }));
    return null;
  } catch (error) {
    // The check itself is silent; say why the user lands on login (spec §8 colours).
    if (isApiError(error) && error.errorCode === ClientErrorCode.network) {
      snackbar.show({ text: error.errorMsg, color: 'error' });
    } else if (isApiError(error) && error.status === 401) {
      snackbar.show({ text: localizeError(ErrorCode.unauthenticated, undefined), color: 'warning' });
    }
    throw signedOutRedirect(originalPath);
  } finally {
    sessionCheckStore.set(false);
  }
}
