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

/** The first `max` authors, then "et al." when there are more. */
export function authorLine(authors: PaperAuthorDto[], max: number): string {
  const names = authors.slice(0, max).map(authorName).join(', ');
  return authors.length > max ? `${names} et al.` : names;
}
