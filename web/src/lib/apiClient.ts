import type { ApiResponse } from '@inkstone/shared/envelope';
import { ErrorCode } from '@inkstone/shared/errorCodes';
import { ApiError, ClientErrorCode } from './apiError';
import { localizeError } from './errorMessages';
import { i18n } from './i18n';
import { snackbar } from './snackbarStore';
import { signOutLocally, userStore } from './userStore';

/** Options of one call. */
export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean>;
  signal?: AbortSignal;
  /** Show the spec §8 snackbars; forms that show errors inline pass false. */
  notify?: boolean;
}

let handleUnauthorized: () => void = () => undefined;

/** Registers what happens after a 401 has logged the user out (the app sends them to login). */
export function setUnauthorizedHandler(handler: () => void): void {
  handleUnauthorized = handler;
}

let openTopUp: (() => void) | undefined;

/**
 * Registers how to offer a top-up (the signed-in shell's dialog), or removes it with undefined.
 * Every call that fails for want of words (402) then offers it in its snackbar, as the AI tools'
 * stream errors do; without it (signed out) the snackbar only says why.
 */
export function setTopUpHandler(handler: (() => void) | undefined): void {
  openTopUp = handler;
}

/** The spec §8 warning for a failed call; a want of words carries the top-up button. */
function notifyFailure(error: ApiError): void {
  const offersTopUp = error.errorCode === ErrorCode.insufficientBalance && openTopUp;
  snackbar.show({
    text: error.errorMsg,
    color: 'warning',
    ...(offersTopUp && { action: { label: i18n.t('Top up'), onClick: offersTopUp } }),
  });
}

function urlOf(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  return `${path}?${params.toString()}`;
}

/** The given headers plus the signed-in user's bearer token, for calls made outside apiRequest. */
export function authorizedHeaders(init: Record<string, string>): Headers {
  const headers = new Headers(init);
  const { token } = userStore.get();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

function headersFor(options: RequestOptions): Headers {
  const headers = authorizedHeaders({ Accept: 'application/json' });
  // FormData sets its own multipart boundary header.
  if (options.body !== undefined && !(options.body instanceof FormData))
    headers.set('Content-Type', 'application/json');
  return headers;
}

function bodyOf(body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined;
  return body instanceof FormData ? body : JSON.stringify(body);
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true || (error instanceof DOMException && error.name === 'AbortError');
}

async function readEnvelope<T>(response: Response): Promise<ApiResponse<T> | undefined> {
  try {
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null && 'success' in body ? (body as ApiResponse<T>) : undefined;
  } catch {
    return undefined;
  }
}

/** Turns a non-success response into the ApiError the call rejects with. */
function failureOf<T>(response: Response, envelope: ApiResponse<T> | undefined): ApiError {
  const code = envelope?.errorCode;
  // spec §8: a 404 without a more specific answer means the endpoint itself does not exist.
  if (response.status === 404 && (!code || code === ErrorCode.endpointNotFound)) {
    return new ApiError(404, ErrorCode.endpointNotFound, i18n.t('The endpoint does not exist'));
  }
  if (!envelope) {
    return new ApiError(response.status, ClientErrorCode.invalidResponse, i18n.t('Operation failed'));
  }
  const errorMsg = localizeError(code, envelope.errorMsg);
  return new ApiError(response.status, code ?? ErrorCode.internal, errorMsg, envelope.data, retryAfterOf(response));
}

/** The ApiError of a failed response read outside apiRequest (a file download's JSON failure envelope). */
export async function failureOfResponse(response: Response): Promise<ApiError> {
  return failureOf(response, await readEnvelope(response));
}

/** The Retry-After header in whole seconds (the server sends seconds, never a date). */
function retryAfterOf(response: Response): number | undefined {
  const seconds = Number(response.headers.get('Retry-After'));
  return Number.isInteger(seconds) && seconds > 0 ? seconds : undefined;
}

/** A 401 means the session is gone, except a wrong password, which is an ordinary failure. */
function endsSession(error: ApiError): boolean {
  return error.status === 401 && error.errorCode !== ErrorCode.invalidCredentials;
}

/**
 * The one API client (spec §8): sends the bearer token, unwraps the envelope, and rejects with
 * an ApiError — after a warning snackbar for success false, an error snackbar for a network
 * failure (never for a cancelled call), and a logout for a 401.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const notify = options.notify ?? true;
  let response: Response;
  try {
    response = await fetch(urlOf(path, options.query), {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers: headersFor(options),
      body: bodyOf(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (isAbort(error, options.signal)) throw error;
    const message = i18n.t('Network request failed, please check your network');
    if (notify) snackbar.show({ text: message, color: 'error' });
    throw new ApiError(0, ClientErrorCode.network, message);
  }
  const envelope = await readEnvelope<T>(response);
  if (response.ok && envelope?.success) return envelope.data as T;
  const error = failureOf(response, envelope);
  if (notify) notifyFailure(error);
  if (endsSession(error)) {
    signOutLocally();
    handleUnauthorized();
  }
  throw error;
}

/** GET shorthand. */
export function apiGet<T>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}): Promise<T> {
  return apiRequest<T>(path, { ...options, method: 'GET' });
}

/** POST shorthand; the body is sent as JSON. */
export function apiPost<T>(
  path: string,
  body?: unknown,
  options: Omit<RequestOptions, 'method' | 'body'> = {},
): Promise<T> {
  return apiRequest<T>(path, { ...options, method: 'POST', body: body ?? {} });
}
