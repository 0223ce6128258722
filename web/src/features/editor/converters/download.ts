/** Saves bytes as a file through a temporary link. */
export function download(data: BlobPart, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([data], { type }));
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
