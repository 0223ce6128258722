/**
 * `npm run bench:citation-guard`: CPU time of the citation work of the largest review (15,000 words,
 * 8 sections, 200 papers), as the review task does it: after each section, the guard (keys resolved
 * or removed, sentences split) and the text so far rendered; at the end, the reference list in
 * GB/T 7714 with the real CSL formatter. Median of BENCH_RUNS runs (default 7), after a warm-up.
 * Prints the two parts, then {"metric":"review_citation_check_ms","value":…,"unit":"ms"}.
 */
import type { PaperDto } from '../shared/src/api/papers.ts';
import type { ReviewSectionDto } from '../shared/src/api/writing.ts';
import { formatWithCsl } from '../server/src/writing/citations/cslFormat.ts';
import { guardCitations } from '../server/src/writing/citations/guardCitations.ts';
import { PaperIndex } from '../server/src/writing/citations/paperIndex.ts';
import { assembleReview } from '../server/src/writing/review/assembleReview.ts';
import { emptyPaper } from '../server/src/literature/paper.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const PAPERS = 200;
const SECTIONS = 8;
const WORDS_PER_SENTENCE = 15;
const TARGET_WORDS = 15_000;

const papers: PaperDto[] = Array.from({ length: PAPERS }, (_, i) => ({
  ...emptyPaper(`A study of topic number ${i}`),
  bibkey: `author${i}2020topic`,
  authors: [{ given: 'Ann', family: `Author${i}` }],
  year: 2000 + (i % 24),
  venue: 'Journal of Benchmarks',
  abstract: `Abstract of paper ${i}.`,
  doi: `10.1000/bench.${i}`,
  language: 'en',
}));

/** One section: sentences citing one or two of the set (and, every tenth, an invented key). */
function sectionText(s: number, sentences: number): string {
  const lines = [`## Section ${s}`, ''];
  for (let i = 0; i < sentences; i++) {
    const a = papers[(s * 31 + i) % PAPERS]!.bibkey;
    const b = papers[(s * 17 + i * 7) % PAPERS]!.bibkey;
    const cite = i % 10 === 0 ? `[@${a}; @invented${i}]` : i % 3 === 0 ? `[@${a}; @${b}]` : `[@${a}]`;
    lines.push(`${'word '.repeat(WORDS_PER_SENTENCE - 1)}claim ${cite}.`);
  }
  return lines.join(' ');
}

function run(): { total: number; guardMs: number; referencesMs: number } {
  const started = performance.now();
  const index = new PaperIndex(papers);
  const perSection = Math.round(TARGET_WORDS / WORDS_PER_SENTENCE / SECTIONS);
  const sections: ReviewSectionDto[] = [];
  for (let s = 0; s < SECTIONS; s++) {
    const text = guardCitations(sectionText(s, perSection), index).text;
    sections.push({ id: String(s), title: `Section ${s}`, status: 'done', text, errorMsg: null });
    assembleReview(sections, papers, { style: 'gbt7714', language: 'cn' });
  }
  const listStarted = performance.now();
  const { references } = assembleReview(sections, papers, { style: 'gbt7714', language: 'cn', format: formatWithCsl });
  if (references.length === 0) throw new Error('no references built');
  const end = performance.now();
  return { total: end - started, guardMs: listStarted - started, referencesMs: end - listStarted };
}

run();
const results = Array.from({ length: RUNS }, run);
const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const total = median(results.map((r) => r.total));
const guard = median(results.map((r) => r.guardMs));
const references = median(results.map((r) => r.referencesMs));
console.log(`guard and text so far, 8 sections: ${guard.toFixed(1)} ms (median)`);
console.log(`reference list (CSL, GB/T 7714, cited papers): ${references.toFixed(1)} ms (median)`);
console.log(JSON.stringify({ metric: 'review_citation_check_ms', value: Math.round(total * 10) / 10, unit: 'ms' }));
