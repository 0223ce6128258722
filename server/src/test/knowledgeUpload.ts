import { V1 } from '@inkstone/shared/paths';
import type { TestApp } from './testApp.js';

const BOUNDARY = 'inkstone-file-boundary';

/** A file to upload: its name and bytes. */
export interface UploadPart {
  name: string;
  bytes: Buffer;
}

/** A multipart body: optional fields first, then the files. */
export function multipart(fields: Record<string, string>, files: readonly UploadPart[]): Buffer {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}

/** POST uploadFiles (into `folderId`; null is the root) or, without a folder, uploadFilesNoFolder. */
export const uploadFiles = (t: TestApp, token: string, files: readonly UploadPart[], folderId?: string | null) =>
  t.request({
    method: 'POST',
    url: folderId === undefined ? V1.file.uploadFilesNoFolder : V1.file.uploadFiles,
    token,
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: multipart(folderId === undefined ? {} : { folderId: folderId ?? '' }, files),
  });
