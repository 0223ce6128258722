/**
 * `npm run bench:grouping`: quality of the paper-search agent's grouping without a model
 * (groupPapersOffline). Each sample draws 3–6 labels and 30–80 papers of those labels; the
 * score is the normalised mutual information of the groups against the labels, averaged over
 * 50 samples of a fixed seed. Sets: CSL Chinese records by discipline and by category, ACL
 * Anthology papers by topical workshop. Each set also reports its section names (issue 17): the
 * share containing a phrase of ≥ 2 words from the group's papers and the share containing a
 * generic word. CSL is grouped with the Chinese UI, ACL with the English one (--options may set
 * `language` for all); two more rows show the other UI language, with the share of names the
 * bilingual dictionary translated. Tune with --seed 1 (development); the reported figures use the default
 * seed. Reads INKSTONE_SHARED_DIR and skips when it is absent. Last line JSON.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { groupPapersOffline, type GroupOptions } from '../server/src/agent/offline/groupPapersOffline.js';
import { normalizedMutualInformation } from '../server/src/agent/offline/nmi.js';
import { sharedDataDir } from '../server/src/literature/eval/sharedDir.js';
import { loadAclWorkshops, loadCsl, type LabelledPaper } from './groupingData.js';
import { NameTally } from './groupingNames.js';
import { drawSample } from './groupingSample.js';

const { values } = parseArgs({
  options: {
    seed: { type: 'string', default: '2026' },
    samples: { type: 'string', default: '50' },
    options: { type: 'string', default: '{}' },
  },
});
const shared = sharedDataDir();
if (!shared || !existsSync(join(shared, 'data/csl-chinese-scientific-literature'))) {
  console.log('bench:grouping skipped: shared data directory not found (set INKSTONE_SHARED_DIR)');
  process.exit(0);
}
const seed = Number(values.seed);
const sampleCount = Number(values.samples);
const groupOptions = JSON.parse(values.options) as GroupOptions;

/** What one label set scored. */
interface SetScore {
  nmi: number;
  phraseShare: number;
  genericShare: number;
  translatedShare: number;
}

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

function evaluate(name: string, papers: LabelledPaper[], language: 'en' | 'cn'): SetScore {
  const scores: number[] = [];
  const groupCounts: number[] = [];
  const names = new NameTally();
  let firstNames: string[] = [];
  const started = performance.now();
  for (let s = 0; s < sampleCount; s++) {
    const sample = drawSample(papers, seed * 1000 + s);
    const groups = groupPapersOffline(sample, { language, ...groupOptions });
    const byKey = new Map(sample.map((p) => [p.bibkey, p] as const));
    for (const g of groups)
      names.add(
        g.name,
        g.bibkey.map((b) => byKey.get(b)!),
      );
    if (s === 0) firstNames = groups.map((g) => `${g.name} (${g.bibkey.length})`);
    const groupOf = new Map(groups.flatMap((g, gi) => g.bibkey.map((b) => [b, gi] as const)));
    scores.push(
      normalizedMutualInformation(
        sample.map((p) => p.label),
        sample.map((p) => groupOf.get(p.bibkey)!),
      ),
    );
    groupCounts.push(groups.length);
  }
  const mean = scores.reduce((a, b) => a + b, 0) / scores.length;
  const meanGroups = groupCounts.reduce((a, b) => a + b, 0) / groupCounts.length;
  const ms = (performance.now() - started) / sampleCount;
  console.log(
    `${name.padEnd(24)} NMI ${mean.toFixed(4)}  (min ${Math.min(...scores).toFixed(3)}, groups ${meanGroups.toFixed(1)}, ${ms.toFixed(0)} ms/sample)`,
  );
  console.log(
    `${''.padEnd(24)} names with a ≥2-word paper phrase ${percent(names.phraseShare)} (used by ≥2 of the group's papers ${percent(names.sharedShare)}), with a generic word ${percent(names.genericShare)}, translated ${percent(names.translatedShare)}`,
  );
  console.log(`${''.padEnd(24)} first sample: ${firstNames.join(' | ')}`);
  for (const example of [...names.genericExamples, ...names.phraselessExamples].slice(0, 5)) {
    console.log(`${''.padEnd(24)} failing name: ${example}`);
  }
  const { phraseShare, genericShare, translatedShare } = names;
  return { nmi: mean, phraseShare, genericShare, translatedShare };
}

const round = (x: number) => +x.toFixed(4);
console.log(`${sampleCount} samples, seed ${seed}, options ${JSON.stringify(groupOptions)}`);
const cslPapers = await loadCsl(shared, 'discipline');
const aclPapers = await loadAclWorkshops(shared);
const cslDiscipline = evaluate('CSL by discipline', cslPapers, 'cn');
const cslCategory = evaluate('CSL by category', await loadCsl(shared, 'category'), 'cn');
const acl = evaluate('ACL by workshop', aclPapers, 'en');
// The same groups in the other UI language: names through the bilingual dictionary.
const aclChineseUi = evaluate('ACL, Chinese UI', aclPapers, 'cn');
const cslEnglishUi = evaluate('CSL disc., English UI', cslPapers, 'en');
const sets = { cslDiscipline, cslCategory, acl };
const names = { ...sets, aclChineseUi, cslEnglishUi };
const shares = (pick: (score: SetScore) => number) =>
  Object.fromEntries(Object.entries(names).map(([k, v]) => [k, round(pick(v))]));
console.log(
  JSON.stringify({
    metric: 'offline_grouping_nmi_min',
    value: round(Math.min(cslDiscipline.nmi, acl.nmi)),
    unit: 'nmi',
    ...Object.fromEntries(Object.entries(sets).map(([k, v]) => [k, round(v.nmi)])),
    namePhraseShare: shares((v) => v.phraseShare),
    nameGenericShare: shares((v) => v.genericShare),
    nameTranslatedShare: shares((v) => v.translatedShare),
  }),
);
