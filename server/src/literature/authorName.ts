import type { PaperAuthor } from './paper.js';

/** Lower-case name particles that belong to the family name ("Ludwig van Beethoven"). */
const PARTICLES = new Set([
  'van',
  'von',
  'der',
  'den',
  'de',
  'del',
  'della',
  'di',
  'da',
  'du',
  'dos',
  'das',
  'la',
  'le',
  'ter',
  'ten',
  'bin',
  'al',
]);

const HAS_SPACE_SEPARATED_WORDS = /\S\s+\S/;

/**
 * Splits a free-form author string into given and family names: "Family, Given" when there is
 * a comma, else the last word plus any particles before it is the family name. Names without
 * spaces (e.g. Chinese 张三, or a mononym) stay literal.
 */
export function parseAuthorName(raw: string): PaperAuthor {
  const name = raw.replace(/\s+/g, ' ').trim();
  const comma = name.indexOf(',');
  if (comma > 0) {
    const given = name.slice(comma + 1).trim();
    const family = name.slice(0, comma).trim();
    return given ? { given, family } : { name: family };
  }
  if (!HAS_SPACE_SEPARATED_WORDS.test(name)) return { name };
  const words = name.split(' ');
  let start = words.length - 1;
  while (start > 1 && PARTICLES.has(words[start - 1]!.toLowerCase())) start--;
  return { given: words.slice(0, start).join(' '), family: words.slice(start).join(' ') };
}
