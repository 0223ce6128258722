import type { ExportReferencesReq } from '@inkstone/shared/api/papers';
import { V1 } from '@inkstone/shared/paths';
import { ApiError, ClientErrorCode } from '../../lib/apiError';
import { i18n } from '../../lib/i18n';
import { authorizedHeaders } from '../../lib/apiClient';

function fileNameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallback;
}

/**
 * `POST /v1/papers/export`: the answer is the file itself, not the JSON envelope, so it is read as
 * the response rather than through apiRequest.
 */
export async function requestReferences(req: ExportReferencesReq): Promise<Response> {
  const response = await fetch(V1.papers.export, {
    method: 'POST',
    headers: authorizedHeaders({ 'Content-Type': 'application/json' }),
    body: JSON.stringify(req),
  });
  if (!response.ok) throw new ApiError(response.status, ClientErrorCode.invalidResponse, i18n.t('Operation failed'));
  return response;
}

/** Exports the references and saves the answer as a file. */
export async function downloadReferences(req: ExportReferencesReq): Promise<void> {
  const response = await requestReferences(req);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response, `references.${req.format === 'csljson' ? 'json' : req.format}`);
  link.click();
  URL.revokeObjectURL(url);
}
