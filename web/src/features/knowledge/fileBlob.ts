import { V1 } from '@inkstone/shared/paths';
import { authorizedHeaders } from '../../lib/apiClient';
import { ApiError, ClientErrorCode } from '../../lib/apiError';
import { i18n } from '../../lib/i18n';

/**
 * GET /v1/file/downloadFile: the file's bytes. The call needs the bearer token, so a plain link or
 * an <iframe src> cannot make it; the bytes are fetched and shown through an object URL.
 */
export async function fetchFileBlob(id: string, signal?: AbortSignal): Promise<Blob> {
  const response = await fetch(`${V1.file.downloadFile}?id=${encodeURIComponent(id)}`, {
    headers: authorizedHeaders({}),
    signal,
  });
  if (!response.ok) throw new ApiError(response.status, ClientErrorCode.invalidResponse, i18n.t('Operation failed'));
  return response.blob();
}

/** Saves a file under its own name (the name the user sees, which may differ from the stored one). */
export async function downloadFile(id: string, name: string): Promise<void> {
  const url = URL.createObjectURL(await fetchFileBlob(id));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // The click starts the download synchronously; the URL is no longer needed.
  URL.revokeObjectURL(url);
}
