import { stemWord } from '../../literature/search/tokenize.js';

/**
 * Words every abstract uses whatever its topic ("we propose a new method…"). They still count
 * for clustering (TF-IDF weighs them down), but never name a section or become a feedback
 * query term on their own: a section called "Method and results" says nothing.
 */
const ENGLISH_GENERIC = (
  'paper propose proposed approach approaches method methods result results show shows shown use used using ' +
  'based new novel present presents work study studies task tasks data dataset datasets model models system ' +
  'systems perform performance improve improves improved improvement evaluate evaluation experiment experiments ' +
  'experimental also two three one first second different well however several many various may can provide ' +
  'provides problem problems number large high low set sets existing previous recent state art achieve achieves ' +
  'significant significantly effective effectively demonstrate demonstrates framework including include given ' +
  'however thus often us better best compared compare show paper papers introduce introduces research ' +
  'analysis analyze investigate find found make made way ways first within without across whether'
).split(' ');

/** Chinese words of the same kind (research boilerplate, function words the segmenter keeps). */
const CHINESE_GENERIC = (
  '研究 方法 结果 分析 提出 基于 采用 进行 表明 通过 利用 以及 一种 本文 我们 问题 影响 具有 得到 实现 ' +
  '应用 不同 相关 主要 重要 存在 发现 对于 其中 同时 因此 可以 能够 有效 较好 作为 为了 根据 结合 针对 ' +
  '探讨 介绍 论文 文献 工作 方面 情况 过程 部分 提高 建立 一定 方式 目的 意义 特点 从而 此外 这些 这种 ' +
  '以及 并且 并对 对此 其次 最后 首先 然后 一个 我国 当前 目前 近年来'
).split(' ');

const GENERIC: ReadonlySet<string> = new Set([...ENGLISH_GENERIC.map(stemWord), ...CHINESE_GENERIC]);

/** Whether an index term (English stem or Chinese word) is topic-neutral research vocabulary. */
export function isGenericTerm(term: string): boolean {
  return GENERIC.has(term);
}
