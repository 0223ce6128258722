import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { BilingualDictionary } from './bilingualDictionary.js';
import { SortedWordList } from './sortedWordList.js';

/** `data/dictionary` of the repository (same relative place from src/ and dist/). */
export const DICTIONARY_DIR = fileURLToPath(new URL('../../../../data/dictionary', import.meta.url));

/**
 * Parses `headword<TAB>english|english` lines (`#` comments and blank lines skipped); a headword
 * given twice keeps the forms of both, first seen first.
 */
export function parseWordList(text: string): Map<string, string> {
  const words = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const tab = line.indexOf('\t');
    if (tab <= 0) continue;
    const word = line.slice(0, tab).trim();
    const english = line.slice(tab + 1).trim();
    if (!english) continue;
    const before = words.get(word);
    words.set(word, before ? `${before}|${english}` : english);
  }
  return words;
}

function readSorted(path: string): SortedWordList {
  return new SortedWordList(gunzipSync(readFileSync(path)).toString('utf8'));
}

/** Reads the terminology list and the two CC-CEDICT lists of a dictionary directory. */
export function readDictionary(dir = DICTIONARY_DIR): BilingualDictionary {
  const terms = parseWordList(readFileSync(`${dir}/terminology.tsv`, 'utf8'));
  return new BilingualDictionary(
    terms,
    readSorted(`${dir}/cedict-subset.tsv.gz`),
    readSorted(`${dir}/cedict-reverse.tsv.gz`),
  );
}

let shared: BilingualDictionary | null | undefined;

/**
 * The shipped dictionary, read on first use (the first query that needs it, not at start-up) and
 * kept; null when the files are missing, so search goes on without translation.
 */
export function sharedDictionary(): BilingualDictionary | null {
  if (shared === undefined) {
    try {
      shared = readDictionary();
    } catch {
      shared = null;
    }
  }
  return shared;
}
