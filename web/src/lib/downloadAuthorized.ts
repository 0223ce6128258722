import { authorizedHeaders, failureOfResponse } from './apiClient';

/** The file name a `Content-Disposition: attachment; filename="…"` header gives, if any. */
export function attachmentName(header: string | null): string | undefined {
  return header ? /filename="([^"]+)"/.exec(header)?.[1] : undefined;
}

/**
 * GETs an answer that is a file, not the JSON envelope, with the user's token, and saves it through
 * a temporary link as `name`, else under the server's name. A failure rejects with the envelope's
 * ApiError, its message in the interface's language.
 */
export async function downloadAuthorized(path: string, accept: string, name?: string): Promise<void> {
  const response = await fetch(path, { headers: authorizedHeaders({ Accept: `${accept}, application/json` }) });
  if (!response.ok) throw await failureOfResponse(response);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name ?? attachmentName(response.headers.get('content-disposition')) ?? 'download';
  link.click();
  URL.revokeObjectURL(url);
}
