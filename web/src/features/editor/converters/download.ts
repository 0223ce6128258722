/** Saves text or bytes as a file through a temporary link. */
export function download(data: BlobPart | Uint8Array, fileName: string, type: string): void {
  // A Blob takes bytes backed by a plain ArrayBuffer; zip output is typed as possibly shared, so it is copied.
  const part: BlobPart = data instanceof Uint8Array ? data.slice() : data;
  const url = URL.createObjectURL(new Blob([part], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // Revoked on the next task: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A file-name-safe version of a title. */
export function fileNameOf(title: string, extension: string): string {
  const base =
    title
      .trim()
      .replace(/[\\/:*?"<>|]+/g, ' ')
      .slice(0, 80) || 'note';
  return `${base}.${extension}`;
}
