import type { ClusterTerm } from './clusterTerms.js';

/** Language of the reason text: the UI language (spec: 'en' or 'cn'). */
export type ReasonLanguage = 'en' | 'cn';

const HAS_CJK_RE = /\p{sc=Han}/u;

/** Whether a text (a paper, a term) is written in Chinese. */
export function isChinese(text: string): boolean {
  return HAS_CJK_RE.test(text);
}

/**
 * A section name from a cluster's top terms, in the terms' own language: "Machine translation,
 * BLEU and low-resource languages"; "机器翻译、低资源与神经网络".
 */
export function sectionName(terms: readonly ClusterTerm[], fallback: string): string {
  const labels = terms.map((t) => t.label);
  if (labels.length === 0) return fallback;
  if (labels.every(isChinese)) {
    return labels.length === 1 ? labels[0]! : `${labels.slice(0, -1).join('、')}与${labels.at(-1)!}`;
  }
  const joined = labels.length === 1 ? labels[0]! : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)!}`;
  return joined.charAt(0).toUpperCase() + joined.slice(1);
}

/** Why these papers form a group: the shared terms and how many of the papers use each. */
export function groupReason(terms: readonly ClusterTerm[], size: number, language: ReasonLanguage): string {
  if (language === 'cn') {
    if (size === 1) return '这篇文献与其他文献的共同术语太少，单独列为一组。';
    if (terms.length === 0) return `这${size}篇文献在摘要用词上彼此最相近，但没有共同的关键术语。`;
    const list = terms.map((t) => `“${t.label}”（${t.papers}篇）`).join('、');
    return `这${size}篇文献的标题和摘要共同使用了以下术语：${list}，因此按用词相似度归为一组。`;
  }
  if (size === 1) return 'This paper shares too few terms with the others to join a group.';
  if (terms.length === 0) return `These ${size} papers are closest to each other in wording but share no key term.`;
  const list = terms.map((t) => `“${t.label}” (${t.papers} of ${size})`);
  const joined = list.length === 1 ? list[0]! : `${list.slice(0, -1).join(', ')} and ${list.at(-1)!}`;
  return `Grouped by wording: the titles and abstracts of these ${size} papers share the terms ${joined}.`;
}
