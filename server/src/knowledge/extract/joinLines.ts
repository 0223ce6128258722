const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uffef]/u;

/**
 * The hyphenated compounds a document writes inside its lines ("document-level"), lower-cased:
 * a line-end hyphen whose joined pair is one of these is a real hyphen and is kept.
 */
export function hyphenatedWords(lines: Iterable<string>): Set<string> {
  const words = new Set<string>();
  for (const line of lines) {
    for (const match of line.matchAll(/\p{L}[\p{L}\d]*(?:-[\p{L}\d]+)+/gu)) words.add(match[0].toLowerCase());
  }
  return words;
}

/**
 * Joins the lines of one paragraph into running text: a word broken by a line-end hyphen is
 * rejoined ("repre-" + "sentation"), unless the document elsewhere writes that compound with
 * its hyphen; CJK text joins without a space; everything else with one space.
 */
export function joinLines(lines: string[], compounds: ReadonlySet<string>): string {
  let text = '';
  for (const raw of lines) {
    const line = raw.trim();
    if (!line) continue;
    if (!text) {
      text = line;
      continue;
    }
    text = joinPair(text, line, compounds);
  }
  // Soft hyphens left inside a line stand for dashes (ranges like "1\u00ad7" in some TeX output).
  return text.replace(/\u00ad/g, '-');
}

function joinPair(text: string, line: string, compounds: ReadonlySet<string>): string {
  if (text.endsWith('\u00ad')) return text.slice(0, -1) + line;
  const broken = /(\p{L}[\p{L}\d-]*)-$/u.exec(text);
  if (broken) {
    const head = broken[1] as string;
    const tail = /^[\p{L}\d][\p{L}\d-]*/u.exec(line)?.[0] ?? '';
    const startsLower = /^\p{Ll}/u.test(line);
    const compound = `${head}-${tail}`.toLowerCase();
    if (startsLower && !compounds.has(compound)) return text.slice(0, -1) + line;
    return text + line;
  }
  const last = text[text.length - 1] ?? '';
  const first = line[0] ?? '';
  return CJK.test(last) || CJK.test(first) ? text + line : `${text} ${line}`;
}
