import { stemWord } from '../../literature/search/tokenize.js';
import { phraseWords } from './phraseWords.js';
import { contentWords, type Word } from './textTerms.js';

/**
 * Words every abstract uses whatever its topic ("we propose a new method…"). They still count
 * for clustering (TF-IDF weighs them down), but never become a feedback query term on their own.
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

/**
 * Broad words: part of real topic names ("sentiment analysis", "dialogue systems", "deep
 * learning", "数据挖掘") but never a name on their own or together ("data analysis", "natural
 * language", "language models").
 */
const BROAD = [
  ...(
    'model models system systems data dataset datasets analysis evaluation performance set sets learning ' +
    'text word words language languages natural processing'
  ).split(' '),
  ...'分析 影响 应用 模型 系统 数据 技术 发展 现状 问题 中国 当代 作用'.split(' '),
];

/** Words of the feedback list above that are ordinary words in a name ("large language models"). */
const NAME_ORDINARY = 'large low high state'.split(' ');

/**
 * The generic-word list of section names: research boilerplate above (minus the broad and
 * ordinary words) and words of the same kind found in names that said nothing ("…, needs and
 * language question", "External knowledge, source and code", shared-task jargon). No section
 * name contains one, nor is made of broad words alone. The grouping benchmark checks its names
 * against this same list. The English additions are matched as written, not by stem, so
 * "meeting" and "tracking" stay topical while "meets" and "track" do not.
 */
const NAME_EXTRA_WRITTEN: ReadonlySet<string> = new Set(
  (
    'need needs meet meets code codes source sources towards toward via shared participate participating ' +
    'participation team teams submission submissions submitted competition explore exploring leverage ' +
    'leveraging investigating propose proposing aim aims article describe describes overview challenge challenges ' +
    'f1 full respectively track tracks subtask subtasks'
  ).split(' '),
);
const NAME_EXTRA_CHINESE =
  '及其 正常 明显 一些 具体 有关 较高 较低 显著 初步 分为 分别 随机分为 成立 方向 综述 研讨会 以来 ' +
  '原因 因素 趋势 前景 提供 调研 曲折 论 浅析 浅谈 试论 略论';
const BROAD_KEYS: ReadonlySet<string> = new Set(BROAD.map(stemWord));
const ORDINARY_KEYS: ReadonlySet<string> = new Set(NAME_ORDINARY.map(stemWord));
const NAME_GENERIC: ReadonlySet<string> = new Set(
  [...GENERIC, ...NAME_EXTRA_CHINESE.split(' ')].filter((key) => !BROAD_KEYS.has(key) && !ORDINARY_KEYS.has(key)),
);

/** Words whose stem is a generic word's though they are not that word ("news" → "new"). */
const STEM_COLLISIONS: ReadonlySet<string> = new Set(['news']);

/**
 * Whether a word never appears in a section name. A hyphenated word counts by its last part
 * ("BERT-based", "open-source", "state-of-the-art"), which is what it is.
 */
export function isNameGeneric(word: Pick<Word, 'key' | 'surface'>): boolean {
  const written = word.surface.toLowerCase();
  const lastPart = written.slice(written.lastIndexOf('-') + 1);
  if (NAME_EXTRA_WRITTEN.has(written) || NAME_EXTRA_WRITTEN.has(lastPart)) return true;
  if (NAME_GENERIC.has(word.key)) return !STEM_COLLISIONS.has(written);
  return lastPart !== written && NAME_GENERIC.has(stemWord(lastPart));
}

/** Whether a word's index key is broad: allowed in a name only beside a topical word. */
export function isBroadWord(key: string): boolean {
  return BROAD_KEYS.has(key);
}

/**
 * The generic word a section name contains, or null: a word of the list, or a phrase of the
 * name made only of broad words ("Data analysis"). Stop words ("and") split the name's phrases;
 * its words are read as naming reads them (phraseWords).
 */
export function genericWordIn(name: string): string | null {
  let phrase = '';
  let isAllBroad = true;
  let previous: Word | null = null;
  for (const word of [...phraseWords(contentWords(name)), null]) {
    if (word === null) {
      if (phrase && isAllBroad) return phrase;
      [phrase, isAllBroad] = ['', true];
    } else if (isNameGeneric(word)) {
      return word.surface;
    } else {
      phrase += (phrase && !(word.isCjk && previous?.isCjk) ? ' ' : '') + word.surface;
      isAllBroad &&= isBroadWord(word.key);
    }
    previous = word;
  }
  return null;
}
