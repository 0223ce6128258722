/**
 * `npm run eval:references -- [--dir DIR] [--quiet]`: the GB/T 7714 examples of both editions
 * (../shared/data/gbt7714-examples, see its PROVENANCE.md) imported through the product's BibTeX
 * import and each file formatted as one reference list in the four GB/T styles (as a document's
 * list is, and as the reference implementation formatted each standard's examples, so same-author,
 * same-year works get their a/b year suffixes); prints per style the share equal to the expected
 * text (whitespace removed) on the tuning half, the held-back half (halfOf: SHA-256 of the key) and
 * all; then, clearly apart, two more shares over all: "typeset" (the TeX input conventions left in
 * the expected text typeset, expectedText.ts) and "suffix-free" (also without the author-year
 * year-disambiguation letters, which the reference run gave over the whole standard); then the
 * failures by key, each marked by what would make it equal (--quiet leaves them out), and last
 * {"metric":"gbt7714_min_share","value":…,"unit":"share","gbt2015_numeric":…, …} where the four
 * issue keys and `value` are the exact shares and `*_typeset`, `*_suffix_free` the extra ones.
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
import { withoutYearSuffix } from '../server/src/literature/eval/expectedText.ts';
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

const examples = { 2015: await loadReferenceExamples(dir, 2015), 2025: await loadReferenceExamples(dir, 2025) };
const share = (equal: number, total: number) => (total === 0 ? 0 : Math.round((equal / total) * 1000) / 1000);
const shares: Record<string, number> = {};
const extra: Record<string, number> = {};
const failures: string[] = [];
// The head an expected author-year entry is listed under, without its letter: "佚名，2013".
const headOf = (text: string) => /^[^.]*?(?:\d{4}|n\.d\.|无日期)/.exec(withoutYearSuffix(text))?.[0] ?? text;
console.log(
  'exact: as expected-*.jsonl writes it (whitespace removed; the keys of the last line). typeset: the TeX input\n' +
    "left in the expected text typeset (``…'' → “…”, --- → —, -- → –, $×$ → ×, ~ in a URL). suffix-free: typeset,\n" +
    'and the author-year year-disambiguation letter removed from both sides (the reference run lettered over the\n' +
    'whole standard, half of which is not in the folder).\n',
);
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
  const typeset = scoreStyle(all, formatted, style, 'typeset');
  const suffixFree = scoreStyle(all, formatted, style, 'suffix-free');
  const equal = tune.equal + held.equal;
  shares[run.name] = share(equal, all.length);
  extra[`${run.name}_typeset`] = share(typeset.equal, typeset.total);
  extra[`${run.name}_suffix_free`] = share(suffixFree.equal, suffixFree.total);
  console.log(
    `${run.name.padEnd(20)} exact: tuning ${share(tune.equal, tune.total)} (${tune.equal}/${tune.total})  ` +
      `held-back ${share(held.equal, held.total)} (${held.equal}/${held.total})  all ${shares[run.name]}`,
  );
  console.log(
    `${''.padEnd(20)} typeset: all ${extra[`${run.name}_typeset`]} (${typeset.equal}/${typeset.total})  ` +
      `suffix-free: all ${extra[`${run.name}_suffix_free`]} (${suffixFree.equal}/${suffixFree.total})`,
  );
  if (style.kind === 'author-date') {
    // A suffix whose partner is not in this file ("2013a" alone) cannot come out of a list of it.
    const heads = all.map((e) => headOf(e.expected.authoryear));
    const alone = all.filter(
      (e, i) =>
        withoutYearSuffix(e.expected.authoryear) !== e.expected.authoryear &&
        heads.filter((h) => h === heads[i]).length === 1,
    ).length;
    console.log(`${''.padEnd(20)} ${alone} expected suffixes have no same-author, same-year partner in this file`);
  }
  const typesetMisses = new Set(typeset.failures.map((miss) => miss.key));
  const suffixMisses = new Set(suffixFree.failures.map((miss) => miss.key));
  for (const miss of [...tune.failures, ...held.failures]) {
    const kind = !typesetMisses.has(miss.key)
      ? 'TeX input only'
      : !suffixMisses.has(miss.key)
        ? 'year suffix only'
        : 'format';
    failures.push(`${run.name} ${miss.key} [${kind}]\n  expected ${miss.expected}\n  got      ${miss.got}`);
  }
}
if (!values.quiet && failures.length > 0) console.log(`\nfailures (${failures.length}):\n${failures.join('\n')}\n`);
console.log(
  JSON.stringify({
    metric: 'gbt7714_min_share',
    value: Math.min(...Object.values(shares)),
    unit: 'share',
    ...shares,
    ...extra,
  }),
);
