import type { ApiResponse } from '@inkstone/shared/envelope';
import type { UploadFilesRes } from '@inkstone/shared/api/file';
import { V1 } from '@inkstone/shared/paths';
import { authorizedHeaders } from '../../lib/apiClient';
import { localizeError } from '../../lib/errorMessages';
import { i18n } from '../../lib/i18n';

function envelopeOf(text: string): ApiResponse<UploadFilesRes> | undefined {
  try {
    const body: unknown = JSON.parse(text);
    return typeof body === 'object' && body !== null && 'success' in body
      ? (body as ApiResponse<UploadFilesRes>)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Uploads one file (multipart: `folderId` first, then the `file` part) into a folder or the root.
 * XMLHttpRequest rather than fetch, because only it reports upload progress. Resolves with the
 * stored file; rejects with an Error carrying the text to show (the server's 413/415 reason), or
 * an AbortError when `signal` aborts. No snackbar: the upload list shows each file's error.
 */
export function uploadFile(
  file: File,
  folderId: string | null,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<UploadFilesRes> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    // The server reads the fields in order: the folder must come before the file's bytes.
    if (folderId) form.append('folderId', folderId);
    form.append('file', file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', folderId ? V1.file.uploadFiles : V1.file.uploadFilesNoFolder);
    authorizedHeaders({ Accept: 'application/json' }).forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const envelope = envelopeOf(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && envelope?.success && envelope.data) resolve(envelope.data);
      else reject(new Error(localizeError(envelope?.errorCode, envelope?.errorMsg)));
    };
    xhr.onerror = () => reject(new Error(i18n.t('Network request failed, please check your network')));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
