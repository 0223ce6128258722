import { clusterTerms } from './clusterTerms.js';
import { clusterVectors, DEFAULT_CLUSTER_PARAMS, type ClusterParams } from './clusterVectors.js';
import { groupReason, isChinese, sectionName, type ReasonLanguage } from './groupText.js';
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
  /** The cluster's characteristic terms, best first, as written in its papers. */
  topTerms: string[];
}

/** Options of groupPapersOffline. */
export interface GroupOptions {
  /** Language of the reasons (the UI language); default 'en'. */
  language?: ReasonLanguage;
  cluster?: Partial<ClusterParams>;
  vectors?: Partial<VectorParams>;
}

/** Terms shown per group; the name uses the first NAME_TERMS. */
const TOP_TERMS = 5;
const NAME_TERMS = 3;

function paperText(paper: GroupablePaper): string {
  // The title is the author's own summary; it is repeated so it weighs like a second abstract.
  return [paper.title, paper.title, paper.abstract ?? '', (paper.keywords ?? []).join('; ')].join('. ');
}

function isChinesePaper(paper: GroupablePaper): boolean {
  return paper.language ? paper.language.toLowerCase().startsWith('zh') : isChinese(paper.title);
}

/**
 * Groups papers into 2–8 themed sections without a model: TF-IDF over words and phrases of
 * title, abstract and keywords, average-linkage clustering on cosine similarity (in a small
 * latent semantic space) with the number of groups chosen by silhouette, names from each
 * group's top terms (in the papers' language) and a reason naming the terms its papers share.
 * Papers keep their input order within a group. Same input, same output.
 */
export function groupPapersOffline(papers: readonly GroupablePaper[], options: GroupOptions = {}): OfflineGroup[] {
  const tv = termVectors(papers.map(paperText), { ...DEFAULT_VECTOR_PARAMS, ...options.vectors });
  const clusters = clusterVectors(tv.vectors, { ...DEFAULT_CLUSTER_PARAMS, ...options.cluster });
  const language = options.language ?? 'en';
  return clusters.map((members, i) => {
    const terms = clusterTerms(tv, members, TOP_TERMS);
    const chinese = members.filter((m) => isChinesePaper(papers[m]!)).length * 2 > members.length;
    const nameTerms = terms.filter((t) => isChinese(t.label) === chinese).slice(0, NAME_TERMS);
    const fallback = chinese ? `第${i + 1}组` : `Group ${i + 1}`;
    return {
      name: sectionName(nameTerms.length > 0 ? nameTerms : terms.slice(0, NAME_TERMS), fallback),
      bibkey: members.map((m) => papers[m]!.bibkey),
      reason: groupReason(terms.slice(0, NAME_TERMS), members.length, language),
      topTerms: terms.map((t) => t.label),
    };
  });
}
