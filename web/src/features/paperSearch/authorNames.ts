import type { PaperAuthorDto } from '@inkstone/shared/api/papers';

/** An author as people read it: "Given Family", or the literal name. */
function authorName(author: PaperAuthorDto): string {
  return 'name' in author ? author.name : [author.given, author.family].filter(Boolean).join(' ');
}

/** The first `max` authors, then "et al." when there are more. */
export function authorLine(authors: PaperAuthorDto[], max: number): string {
  const names = authors.slice(0, max).map(authorName).join(', ');
  return authors.length > max ? `${names} et al.` : names;
}
