import type { ExportReferencesReq } from '@inkstone/shared/api/papers';
import { V1 } from '@inkstone/shared/paths';
import { ApiError, ClientErrorCode } from '../../lib/apiError';
import { i18n } from '../../lib/i18n';
import { userStore } from '../../lib/userStore';

function fileNameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallback;
}

/**
 * POST /v1/papers/export and saves the answer as a file. The answer is the file itself, not the
 * JSON envelope, so this reads it as a blob instead of going through apiRequest.
 */
export async function downloadReferences(req: ExportReferencesReq): Promise<void> {
  const { token } = userStore.get();
  const response = await fetch(V1.papers.export, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(req),
  });
  if (!response.ok) throw new ApiError(response.status, ClientErrorCode.invalidResponse, i18n.t('Operation failed'));
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response, `references.${req.format === 'csljson' ? 'json' : req.format}`);
  link.click();
  URL.revokeObjectURL(url);
}
