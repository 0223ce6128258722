import { isRequest, isRequestTerm } from '../../literature/search/boilerplate.js';
import { contentWords, type Word } from './textTerms.js';

/**
 * Chinese words of a request that name the act of asking or the kind of document wanted
 * ("请推荐一些…的文献", "有哪些关于…的研究"), the counterpart of boilerplate.ts for English.
 */
const CHINESE_REQUEST_WORDS: ReadonlySet<string> = new Set(
  (
    '推荐 提供 文献 论文 研究 综述 进展 最新 帮忙 帮我 查找 寻找 搜索 找到 了解 介绍 列出 给出 工作 文章 ' +
    '资料 希望 需要 想要 一下 几篇 成果 现状 学术'
  ).split(' '),
);

function isTopicWord(word: Word, isEnglishRequest: boolean): boolean {
  return word.isCjk ? !CHINESE_REQUEST_WORDS.has(word.key) : !(isEnglishRequest && isRequestTerm(word.key));
}

/**
 * The topic's key words, as written, without request boilerplate: "Could you provide me some
 * studies that focused on white-box attacks?" → ["white-box", "attacks"]; "有哪些关于深度学习在
 * 医学影像中的应用的研究" → ["深度学习", "医学影像", "应用"]. Adjacent Chinese words stay joined
 * (the search engine's bigrams then match across them); repeats are dropped.
 */
export function topicKeyWords(topic: string): string[] {
  const isEnglishRequest = isRequest(topic);
  const words: string[] = [];
  let run = '';
  const flush = (): void => {
    if (run !== '' && !words.includes(run)) words.push(run);
    run = '';
  };
  for (const word of contentWords(topic, true)) {
    if (word === null || !isTopicWord(word, isEnglishRequest)) {
      flush();
    } else if (word.isCjk) {
      run += word.surface;
    } else {
      flush();
      run = word.surface;
      flush();
    }
  }
  flush();
  return words;
}
