import { describe, expect, it } from 'vitest';
import { BilingualDictionary } from '../../literature/crossLingual/bilingualDictionary.js';
import { chineseToEnglishPhrase, dictionaryTranslator, englishToChinesePhrase } from './phraseTranslator.js';

const table = (entries: Record<string, string>) => ({ get: (key: string) => entries[key] });
const dict = new BilingualDictionary(
  new Map([
    ['机器翻译', 'machine translation'],
    ['神经', 'neural'],
    ['词向量', 'word embedding'],
  ]),
  table({ 新闻: 'news', 报道: 'report', 网络: 'internet|network', 无线: 'wireless', 比较分析: 'comparative analysis' }),
  table({ mining: '采矿', 'sign language': '手语', news: '新闻' }),
);

describe('englishToChinesePhrase', () => {
  it('translates a listed phrase whole, plural or not', () => {
    expect(englishToChinesePhrase('machine translation', dict)).toBe('机器翻译');
    expect(englishToChinesePhrase('word embeddings', dict)).toBe('词向量');
    expect(englishToChinesePhrase('sign language', dict)).toBe('手语');
  });

  it('composes listed phrases and terminology words, keeps acronyms, refuses a general word alone', () => {
    expect(englishToChinesePhrase('neural machine translation', dict)).toBe('神经机器翻译');
    expect(englishToChinesePhrase('BLEU machine translation', dict)).toBe('BLEU 机器翻译');
    expect(englishToChinesePhrase('argument mining', dict)).toBeNull();
    expect(englishToChinesePhrase('BLEU', dict)).toBeNull();
  });
});

describe('chineseToEnglishPhrase', () => {
  it('uses an entry, or words that are terms or have one sense', () => {
    expect(chineseToEnglishPhrase('机器翻译', dict)).toBe('machine translation');
    expect(chineseToEnglishPhrase('新闻报道', dict)).toBe('news report');
    expect(chineseToEnglishPhrase('无线网络', dict)).toBeNull();
    expect(chineseToEnglishPhrase('DIMINE 软件', dict)).toBeNull();
  });
});

describe('dictionaryTranslator', () => {
  it('translates both ways but never into a name with a generic word', () => {
    const translate = dictionaryTranslator(dict)!;
    expect(translate('machine translation', 'zh')).toBe('机器翻译');
    expect(translate('新闻报道', 'en')).toBe('news report');
    expect(chineseToEnglishPhrase('比较分析', dict)).toBe('comparative analysis');
    expect(translate('比较分析', 'en')).toBeNull();
  });
});
