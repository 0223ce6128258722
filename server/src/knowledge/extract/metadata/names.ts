/** An author as printed and the family name a citation sorts by. */
export interface AuthorName {
  name: string;
  family: string;
}

// Two-character Chinese surnames; every other Chinese name's family name is its first character.
const COMPOUND_SURNAMES = new Set([
  '欧阳',
  '司马',
  '诸葛',
  '上官',
  '东方',
  '皇甫',
  '尉迟',
  '公孙',
  '慕容',
  '长孙',
  '宇文',
  '司徒',
  '夏侯',
  '令狐',
  '端木',
  '南宫',
  '西门',
  '独孤',
]);
const PARTICLES = new Set([
  'van',
  'von',
  'de',
  'der',
  'den',
  'da',
  'del',
  'della',
  'di',
  'du',
  'la',
  'le',
  'dos',
  'das',
  'ten',
  'ter',
  'bin',
  'al',
]);
const NAME_WORD = /^(?:\p{Lu}[\p{L}'’-]*\.?|\p{Lu}\.(?:-?\p{Lu}\.)*)$/u;
// Affiliation marks, footnote symbols and separators between the names of an author line.
const SEPARATORS = /\s*(?:[,;&·|]|\band\b|\s和\s|、|[\d*†‡§¶#∗✉⁎]+(?:\s*,\s*[\d*†‡§¶#∗]+)*)+\s*/u;

/** The names at the start of an author line, stopping at the first piece that is not a name. */
export function parseAuthorLine(line: string): AuthorName[] {
  const names: AuthorName[] = [];
  for (const piece of line.replace(/\(.*?\)/g, ' ').split(SEPARATORS)) {
    const name = piece.trim();
    if (!name) continue;
    const parsed = parseName(name);
    if (!parsed) break;
    names.push(parsed);
  }
  return names;
}

/** A personal name with its family name, or null when the text does not read as one. */
export function parseName(text: string): AuthorName | null {
  const name = text.replace(/\s+/g, ' ').trim();
  if (/^\p{Script=Han}{2,4}$/u.test(name)) {
    const family = COMPOUND_SURNAMES.has(name.slice(0, 2)) && name.length > 2 ? name.slice(0, 2) : name.slice(0, 1);
    return { name, family };
  }
  const words = name.split(' ');
  if (words.length < 2 || words.length > 5) return null;
  const isName = words.every(
    (w, i) => NAME_WORD.test(w) || (i > 0 && i < words.length - 1 && PARTICLES.has(w.toLowerCase())),
  );
  if (!isName) return null;
  // A line in capitals ("ABSTRACT", "RESEARCH ARTICLE") is not a name.
  if (words.every((w) => w.length > 2 && w === w.toUpperCase())) return null;
  const last = words[words.length - 1] as string;
  const familyWords = [last];
  for (let i = words.length - 2; i > 0 && PARTICLES.has((words[i] as string).toLowerCase()); i--)
    familyWords.unshift(words[i] as string);
  return { name, family: familyWords.join(' ').replace(/\.$/, '') };
}

/** Family names from a free-text author field ("A ; B", "A, B and C", "Last, First"). */
export function parseAuthorField(field: string): AuthorName[] {
  const pieces = field.includes(';') ? field.split(';') : field.split(/,|\band\b|&/);
  return pieces.map((p) => parseName(p.trim())).filter((n): n is AuthorName => n !== null);
}
