/** Every word capitalised: how titles and sentence starts write words, not how the term is spelt. */
function isTitleCase(form: string): boolean {
  return form.split(' ').every((w) => /^\p{Lu}\p{Ll}*$/u.test(w));
}

/** Weight of a Title Case form against one written mid-sentence ("Suicide Risk" vs "suicide risk"). */
const TITLE_CASE_WEIGHT = 0.1;

const lowerFirst = (form: string) => form.charAt(0).toLowerCase() + form.slice(1);

/**
 * The most frequent way the papers write a term, preferring forms written mid-sentence, so
 * "Suicide Risk" of the titles and "Named entity recognition" starting a sentence read "suicide
 * risk" and "named entity recognition" when the papers also write them so, while "BLEU" and
 * "Arabic" keep their case.
 */
export function mostCommonForm(forms: readonly string[]): string {
  const written = new Set(forms);
  const counts = new Map<string, number>();
  for (const form of forms) {
    const f = written.has(lowerFirst(form)) ? lowerFirst(form) : form;
    counts.set(f, (counts.get(f) ?? 0) + (isTitleCase(form) ? TITLE_CASE_WEIGHT : 1));
  }
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]![0];
}

/** The words a set of written forms has in lower case ("tweets", not "English"). */
export function lowercaseWords(forms: Iterable<string>): Set<string> {
  const words = new Set<string>();
  for (const form of forms) {
    for (const word of form.split(' ')) if (/\p{Ll}/u.test(word) && word === word.toLowerCase()) words.add(word);
  }
  return words;
}

/**
 * A phrase in sentence case: each capitalised word the papers also write in lower case is
 * lowered (a title's or a sentence start's capitals), the others ("English", "BLEU",
 * "COVID-19") kept, so "Informative COVID-19 English Tweets" reads "informative COVID-19
 * English tweets".
 */
export function sentenceCase(label: string, lowercase: ReadonlySet<string>): string {
  return label
    .split(' ')
    .map((word) => (word !== word.toUpperCase() && lowercase.has(word.toLowerCase()) ? word.toLowerCase() : word))
    .join(' ');
}
