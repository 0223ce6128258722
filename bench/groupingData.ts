/**
 * Labelled paper sets for bench/grouping.ts, read from the shared data directory: CSL Chinese
 * records labelled by discipline or category, and ACL Anthology papers of topical workshops
 * labelled by the workshop (matched on the volume's title).
 */
import { join } from 'node:path';
import { readJsonLines } from '../server/src/literature/corpus/jsonLines.js';
import type { GroupablePaper } from '../server/src/agent/offline/groupPapersOffline.js';

/** A paper with its gold label. */
export interface LabelledPaper extends GroupablePaper {
  label: string;
}

/** Workshop label → the pattern its volume titles match (names from the Anthology's booktitles). */
const ACL_WORKSHOPS: Record<string, RegExp> = {
  BioNLP: /BioNLP|Biomedical Language Processing/i,
  'WMT machine translation': /Conference on Machine Translation/i,
  SIGMORPHON: /SIGMORPHON|Computational Research in Phonetics, Phonology,? and Morphology/i,
  'Argument mining': /Argument Mining/i,
  SIGDIAL: /SIGdial Meeting on Discourse and Dialogue/i,
  'Noisy user-generated text (W-NUT)': /Noisy User-generated Text/i,
  'Subjectivity, sentiment and social media (WASSA)': /Subjectivity, Sentiment/i,
  'Building educational applications (BEA)': /Building Educational Applications/i,
  'Clinical psychology (CLPsych)': /Computational Linguistics and Clinical Psychology/i,
  'Parsing technologies (IWPT)': /Parsing Technologies/i,
  'Arabic NLP (WANLP)': /Arabic Natural Language Processing/i,
  'Sign language': /Sign Languages?/i,
};

/** CSL records with an abstract (2,000), labelled by `discipline` or `category`. */
export async function loadCsl(shared: string, by: 'discipline' | 'category'): Promise<LabelledPaper[]> {
  const papers: LabelledPaper[] = [];
  const file = join(shared, 'data/csl-chinese-scientific-literature/csl_benchmark_records.jsonl');
  for await (const record of readJsonLines(file)) {
    const r = record as Record<string, unknown>;
    papers.push({
      bibkey: String(r.id),
      title: String(r.title),
      abstract: typeof r.abstract === 'string' ? r.abstract : null,
      keywords: Array.isArray(r.keywords) ? r.keywords.map(String) : [],
      language: 'zh',
      label: String(r[by]),
    });
  }
  return papers;
}

/** ACL papers whose volume is one of the topical workshops above, labelled by the workshop. */
export async function loadAclWorkshops(shared: string): Promise<LabelledPaper[]> {
  const papers: LabelledPaper[] = [];
  const file = join(shared, 'data/acl-anthology-abstracts/acl_all_with_abstracts.jsonl.gz');
  for await (const record of readJsonLines(file)) {
    const r = record as Record<string, unknown>;
    const venue = typeof r.venue === 'string' ? r.venue : '';
    const label = Object.keys(ACL_WORKSHOPS).find((name) => ACL_WORKSHOPS[name]!.test(venue));
    if (!label || typeof r.abstract !== 'string') continue;
    papers.push({ bibkey: String(r.id), title: String(r.title), abstract: r.abstract, language: 'en', label });
  }
  return papers;
}
