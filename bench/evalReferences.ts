/**
 * `npm run eval:references -- [--dir DIR] [--quiet]`: the GB/T 7714 examples of both editions
 * (../shared/data/gbt7714-examples, see its PROVENANCE.md) imported through the product's BibTeX
 * import and each file formatted as one reference list in the four GB/T styles (as a document's
 * list is, and as the reference implementation formatted each standard's examples, so same-author,
 * same-year works get their a/b year suffixes); prints per style the share equal to the expected
 * text (whitespace removed) on the tuning half, the held-back half (halfOf: SHA-256 of the key) and
 * all (for author-year also, informational: the share without the reference run's year suffixes,
 * and how many expected suffixes come from examples that are not in the file), then the failures
 * by key (--quiet leaves them out), and last
 * {"metric":"gbt7714_min_share","value":…,"unit":"share","gbt2015_numeric":…, …} (all examples).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  formatExamples,
  loadReferenceExamples,
  scoreStyle,
  type ReferenceExample,
} from '../server/src/literature/eval/referenceExamples.ts';
import { halfOf } from '../server/src/literature/eval/querySplit.ts';
import { sharedDataDir } from '../server/src/literature/eval/sharedDir.ts';
import { findCitationStyle } from '../server/src/literature/formats/styles.ts';

const { values } = parseArgs({ options: { dir: { type: 'string' }, quiet: { type: 'boolean', default: false } } });
const shared = sharedDataDir();
const dir = values.dir ?? (shared && join(shared, 'data/gbt7714-examples'));
if (!dir || !existsSync(join(dir, 'examples-2015.bib'))) {
  console.log('eval:references skipped: gbt7714-examples not found (pass --dir or set INKSTONE_SHARED_DIR)');
  process.exit(0);
}

const RUNS = [
  { name: 'gbt2015_numeric', edition: 2015, style: 'gb-t-7714-2015-numeric' },
  { name: 'gbt2015_authoryear', edition: 2015, style: 'gb-t-7714-2015-author-year' },
  { name: 'gbt2025_numeric', edition: 2025, style: 'gb-t-7714-2025-numeric' },
  { name: 'gbt2025_authoryear', edition: 2025, style: 'gb-t-7714-2025-author-year' },
] as const;

const YEAR_SUFFIX = /(\d{4}\]?|n\.d\.|无日期)-?[a-z](?=[.,，\]）)]|$)/g;
const examples = { 2015: await loadReferenceExamples(dir, 2015), 2025: await loadReferenceExamples(dir, 2025) };
const share = (equal: number, total: number) => (total === 0 ? 0 : Math.round((equal / total) * 1000) / 1000);
const shares: Record<string, number> = {};
const failures: string[] = [];
// "佚名，2013a." → "佚名，2013": the head an expected author-year entry is listed under, without its suffix.
const unsuffix = (text: string) => text.replace(YEAR_SUFFIX, '$1');
const headOf = (text: string) => /^[^.]*?(?:\d{4}|n\.d\.|无日期)/.exec(unsuffix(text))?.[0] ?? text;
for (const run of RUNS) {
  const style = findCitationStyle(run.style)!;
  const all: readonly ReferenceExample[] = examples[run.edition];
  const formatted = formatExamples(all, style);
  const tune = scoreStyle(
    all.filter((e) => halfOf(e.key) === 'dev'),
    formatted,
    style,
  );
  const held = scoreStyle(
    all.filter((e) => halfOf(e.key) === 'held'),
    formatted,
    style,
  );
  const equal = tune.equal + held.equal;
  shares[run.name] = share(equal, all.length);
  console.log(
    `${run.name.padEnd(20)} tuning ${share(tune.equal, tune.total)} (${tune.equal}/${tune.total})  ` +
      `held-back ${share(held.equal, held.total)} (${held.equal}/${held.total})  all ${shares[run.name]}`,
  );
  if (style.kind === 'author-date') {
    // Informational only: the reference run lettered same-author, same-year works over the whole
    // standard (344 entries for 2025), so a suffix whose partner is not in this file ("2013a" alone,
    // "无日期-q") cannot come out of it, and the letters of a group depend on the missing members.
    const unsuffixed = all.map((e) => ({
      ...e,
      expected: { ...e.expected, authoryear: unsuffix(e.expected.authoryear) },
    }));
    const loose = scoreStyle(unsuffixed, new Map([...formatted].map(([key, text]) => [key, unsuffix(text)])), style);
    const heads = all.map((e) => headOf(e.expected.authoryear));
    const alone = all.filter(
      (e, i) =>
        unsuffix(e.expected.authoryear) !== e.expected.authoryear && heads.filter((h) => h === heads[i]).length === 1,
    ).length;
    console.log(
      `${''.padEnd(20)} without the reference run's year suffixes: ${share(loose.equal, loose.total)}; ` +
        `${alone} expected suffixes have no same-author, same-year partner in this file`,
    );
  }
  for (const miss of [...tune.failures, ...held.failures]) {
    failures.push(`${run.name} ${miss.key}\n  expected ${miss.expected}\n  got      ${miss.got}`);
  }
}
if (!values.quiet && failures.length > 0) console.log(`\nfailures (${failures.length}):\n${failures.join('\n')}\n`);
console.log(
  JSON.stringify({ metric: 'gbt7714_min_share', value: Math.min(...Object.values(shares)), unit: 'share', ...shares }),
);
