import { clusterVectors, DEFAULT_CLUSTER_PARAMS, type ClusterParams } from './clusterVectors.js';
import { isChinese, type PhraseTranslator, type ReasonLanguage } from './groupText.js';
import { nameGroup } from './nameGroup.js';
import { paperPhrases } from './paperPhrases.js';
import { paperWords, vectorWords } from './paperWords.js';
import { sharedPhraseTranslator } from './phraseTranslator.js';
import { phraseIndex } from './sectionPhrases.js';
import { lowercaseWords } from './writtenForm.js';
import { DEFAULT_VECTOR_PARAMS, termVectors, type VectorParams } from './termVectors.js';

/** What grouping reads of a paper. */
export interface GroupablePaper {
  bibkey: string;
  title: string;
  abstract: string | null;
  keywords?: readonly string[];
  /** BCP 47 language of the paper; decides the section name's language with the text itself. */
  language?: string | null;
}

/** A themed group of papers (one section of step 3 without a model). */
export interface OfflineGroup {
  name: string;
  bibkey: string[];
  reason: string;
  /** The group's distinctive phrases, best first, as written in its papers. */
  topTerms: string[];
}

/** Options of groupPapersOffline. */
export interface GroupOptions {
  /** Language of names and reasons (the UI language); default 'en'. */
  language?: ReasonLanguage;
  /** Carries phrases into the UI language; default the shipped bilingual dictionary. */
  translate?: PhraseTranslator;
  cluster?: Partial<ClusterParams>;
  vectors?: Partial<VectorParams>;
}

function isChinesePaper(paper: GroupablePaper): boolean {
  return paper.language ? paper.language.toLowerCase().startsWith('zh') : isChinese(paper.title);
}

/**
 * Groups papers into 2–8 themed sections without a model: TF-IDF over words and phrases of
 * title, abstract and keywords, average-linkage clustering on cosine similarity (in a small
 * latent semantic space) with the number of groups chosen by silhouette. Each group is named
 * by the 2–4-word phrases of its papers that set it apart (sectionPhrases), translated into the
 * UI language with the original beside when the dictionary has them, and its reason (in the UI
 * language) says how many papers use them.
 * Papers keep their input order within a group. Same input, same output.
 */
export function groupPapersOffline(papers: readonly GroupablePaper[], options: GroupOptions = {}): OfflineGroup[] {
  const words = papers.map(paperWords);
  const tv = termVectors(words.map(vectorWords), { ...DEFAULT_VECTOR_PARAMS, ...options.vectors });
  const clusters = clusterVectors(tv.vectors, { ...DEFAULT_CLUSTER_PARAMS, ...options.cluster });
  const { language = 'en', translate = sharedPhraseTranslator } = options;
  const docs = words.map(paperPhrases);
  const lowercase = lowercaseWords(docs.flatMap((d) => [...d.forms.values()].flat()));
  const naming = { docs, index: phraseIndex(docs), language, translate, lowercase, taken: new Set<string>() };
  return clusters.map((members, i) => {
    const chinese = members.filter((m) => isChinesePaper(papers[m]!)).length * 2 > members.length;
    const { name, reason, phrases } = nameGroup(
      naming,
      members,
      chinese,
      language === 'cn' ? `第${i + 1}组` : `Group ${i + 1}`,
    );
    return { name, reason, bibkey: members.map((m) => papers[m]!.bibkey), topTerms: phrases.map((p) => p.label) };
  });
}
