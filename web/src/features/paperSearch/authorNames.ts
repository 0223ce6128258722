import type { PaperAuthorDto } from '@inkstone/shared/api/papers';

/** Han characters: Chinese (and Japanese) names are written family name first, without a space. */
const HAN = /\p{Script=Han}/u;

/** An author as people read it: "Given Family", "FamilyGiven" for a Chinese name, or the literal name. */
export function authorName(author: PaperAuthorDto): string {
  if ('name' in author) return author.name;
  const familyFirst = `${author.family}${author.given ?? ''}`;
  if (HAN.test(familyFirst)) return familyFirst;
  return [author.given, author.family].filter(Boolean).join(' ');
}

/** BibTeX's "and others" (a list of names cut short) is an author named "others" in the data. */
const isOthers = (author: PaperAuthorDto) =>
  ('name' in author ? author.name : author.given ? '' : author.family).trim().toLowerCase() === 'others';

/** The first `max` authors, then "et al." when there are more or the list was cut short. */
export function authorLine(authors: PaperAuthorDto[], max: number): string {
  const named = authors.filter((author) => !isOthers(author));
  const names = named.slice(0, max).map(authorName).join(', ');
  return named.length > max || named.length < authors.length ? `${names} et al.` : names;
}
