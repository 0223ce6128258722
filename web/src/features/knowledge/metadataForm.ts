import type { FileMetadataDto } from '@inkstone/shared/api/file';

/** The metadata as the form edits it: every field a string, authors one per line. */
export interface MetadataForm {
  title: string;
  authors: string;
  year: string;
  doi: string;
  arxivId: string;
  abstract: string;
}

/** The form's fields for a file's metadata (empty when nothing was read). */
export function metadataToForm(metadata: FileMetadataDto | null): MetadataForm {
  return {
    title: metadata?.title ?? '',
    authors: metadata?.authors.join('\n') ?? '',
    year: metadata?.year?.toString() ?? '',
    doi: metadata?.doi ?? '',
    arxivId: metadata?.arxivId ?? '',
    abstract: metadata?.abstract ?? '',
  };
}

const orNull = (value: string) => value.trim() || null;

/** The metadata to save: blank fields become null, authors are the non-empty lines. */
export function metadataFromForm(form: MetadataForm, referenceCount: number | null): FileMetadataDto {
  const year = Number.parseInt(form.year.trim(), 10);
  return {
    title: orNull(form.title),
    authors: form.authors
      .split('\n')
      .map((author) => author.trim())
      .filter(Boolean),
    year: Number.isFinite(year) ? year : null,
    doi: orNull(form.doi),
    arxivId: orNull(form.arxivId),
    abstract: orNull(form.abstract),
    referenceCount,
  };
}
