import type { ReferenceFormat } from '@inkstone/shared/api/papers';

/** The reference format of a file by its name (.bib, .ris, .json), or undefined. */
export function referenceFormatOf(fileName: string): ReferenceFormat | undefined {
  const extension = /\.([a-z]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  if (extension === 'bib' || extension === 'bibtex') return 'bibtex';
  if (extension === 'ris') return 'ris';
  if (extension === 'json') return 'csljson';
  return undefined;
}
