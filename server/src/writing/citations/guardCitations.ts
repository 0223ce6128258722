import { extractCitations, type CitationMark } from './extractCitations.js';
import type { PaperIndex } from './paperIndex.js';

/** A sentence that cites papers of the set, with their keys. */
export interface CitedSentence {
  sentence: string;
  bibkeys: string[];
}

/** A sentence that cited something outside the set; those citations were taken out. */
export interface InventedCitation {
  sentence: string;
  /** The removed parts as written: `@key`, `3`, `Smith 2020`. */
  removed: string[];
}

/** What the guard made of a text. */
export interface GuardedText {
  /** The text with every resolvable citation written as `[@key; @key]` and the others removed. */
  text: string;
  /** Citations (single works) removed because they are not in the set. */
  removed: number;
  invented: InventedCitation[];
  cited: CitedSentence[];
}

let segmenter: Intl.Segmenter | undefined;
const unclosed = (text: string) => (text.match(/[[【]/g)?.length ?? 0) > (text.match(/[\]】]/g)?.length ?? 0);

/**
 * The sentences of a line. The segmenter ends a sentence after "p. " when a number follows, which
 * would cut "[@key, p. 14]" in two and let the citation pass unchecked, so a sentence that leaves a
 * bracket open takes the next one in.
 */
function sentencesOf(line: string): string[] {
  const sentences: string[] = [];
  let open = '';
  for (const { segment } of (segmenter ??= new Intl.Segmenter(undefined, { granularity: 'sentence' })).segment(line)) {
    open += segment;
    if (!unclosed(open)) {
      sentences.push(open);
      open = '';
    }
  }
  return open ? [...sentences, open] : sentences;
}

/** A resolved citation of one work: its key and, for `[@key, p. 3]`, the page. */
interface CitedWork {
  key: string;
  locator: string | null;
}

/** The works a marker resolves to in the set, and the parts that resolve to nothing. */
function resolve(mark: CitationMark, index: PaperIndex): { works: CitedWork[]; unknown: string[] } {
  const parts: Array<[string, string | undefined, string | null]> =
    mark.kind === 'key'
      ? mark.keys.map((k, i) => [`@${k}`, index.get(k) ? k : undefined, mark.locators?.[i] ?? null])
      : mark.kind === 'numeric'
        ? mark.numbers.map((n) => [String(n), index.keyOfNumber(n), null])
        : mark.refs.map((r) => [`${r.author} ${r.year}`, index.keyOfAuthorYear(r.author, r.year), null]);
  const works = new Map<string, CitedWork>();
  for (const [, key, locator] of parts) if (key && !works.has(key)) works.set(key, { key, locator });
  return { works: [...works.values()], unknown: parts.filter(([, key]) => !key).map(([raw]) => raw) };
}

/** `[@a, p. 3; @b]`: the Markdown of resolved works, locators kept. */
const keyCitation = (works: readonly CitedWork[]): string =>
  `[${works.map((w) => `@${w.key}${w.locator ? `, ${w.locator}` : ''}`).join('; ')}]`;

/** Rewrites the citations of one sentence; returns it with its cited keys and removed parts. */
function guardSentence(sentence: string, index: PaperIndex) {
  let out = sentence;
  const keys: string[] = [];
  const removed: string[] = [];
  // From the end, so earlier positions stay valid while the string changes.
  for (const mark of extractCitations(sentence).reverse()) {
    const resolved = resolve(mark, index);
    keys.unshift(...resolved.works.map((w) => w.key));
    removed.unshift(...resolved.unknown);
    const replacement = resolved.works.length > 0 ? keyCitation(resolved.works) : '';
    const start = replacement === '' && out[mark.start - 1] === ' ' ? mark.start - 1 : mark.start;
    out = out.slice(0, start) + replacement + out.slice(mark.end);
  }
  return { text: out, keys: [...new Set(keys)], removed };
}

/**
 * The citation guard: every citation of `markdown` ([@key], [n], (Author, Year)) is checked against
 * the paper set. One that resolves is rewritten as `[@key]` (`[@key, p. 3]` keeps its page); one that does not (a key, number or
 * author the set does not have — possibly invented by a model) is removed and its sentence flagged.
 * Fenced code is left alone.
 */
export function guardCitations(markdown: string, index: PaperIndex): GuardedText {
  const result: GuardedText = { text: '', removed: 0, invented: [], cited: [] };
  let isInFence = false;
  const lines = markdown.split(/(?<=\n)/);
  for (const line of lines) {
    if (/^\s*(```|~~~)/.test(line)) isInFence = !isInFence;
    if (isInFence || line.trim() === '' || /^\s*(```|~~~)/.test(line)) {
      result.text += line;
      continue;
    }
    for (const sentence of sentencesOf(line)) {
      const guarded = guardSentence(sentence, index);
      result.text += guarded.text;
      const clean = guarded.text.trim();
      if (guarded.removed.length > 0) {
        result.removed += guarded.removed.length;
        result.invented.push({ sentence: clean, removed: guarded.removed });
      }
      if (guarded.keys.length > 0) result.cited.push({ sentence: clean, bibkeys: guarded.keys });
    }
  }
  return result;
}
