import { describe, expect, it } from 'vitest';
import { BilingualDictionary } from './bilingualDictionary.js';
import { parseWordList, readDictionary } from './dictionaryFiles.js';
import { englishQuery } from './englishQuery.js';
import { englishToChinese } from './reverseLookup.js';
import { segmentChinese } from './segmentChinese.js';
import { SortedWordList } from './sortedWordList.js';
import { translatedTerms } from './translatedTerms.js';
import { translateChinese } from './translateChinese.js';

// A small dictionary in the shipped files' format, so the rules are tested apart from the data.
const terms = parseWordList('# comment\n机器翻译\tmachine translation\n大语言模型\tlarge language model|llm\n');
const general = new SortedWordList(
  ['应用\tapplication|apply', '机器\tmachine', '翻译\ttranslate|translation', '语言\tlanguage', '模型\tmodel|mold']
    .sort()
    .join('\n') + '\n',
);
const reverse = new SortedWordList('machine\t机器\ntranslation\t翻译\n');
const dict = new BilingualDictionary(terms, general, reverse);

describe('segmentChinese', () => {
  it('prefers the fewest pieces and terminology entries', () => {
    expect(segmentChinese('大语言模型在机器翻译中的应用', dict)).toEqual([
      '大语言模型',
      '在',
      '机器翻译',
      '中',
      '的',
      '应用',
    ]);
  });

  it('leaves unknown characters alone', () => {
    expect(segmentChinese('猫狗', dict)).toEqual(['猫', '狗']);
  });
});

describe('translateChinese', () => {
  it('weights terminology over dictionary senses, which share their weight', () => {
    const weights = { term: 1, dict: 0.5, singleChar: 0.5, maxSenses: 6, reverse: 0.5, original: 0.5 };
    const words = translateChinese('大语言模型在机器翻译中的应用', dict, weights);
    const english = Object.fromEntries(words.map((w) => [w.chinese, w.english]));
    expect(english['机器翻译']).toEqual([{ text: 'machine translation', weight: 1 }]);
    expect(english['大语言模型']).toEqual([
      { text: 'large language model', weight: 0.5 },
      { text: 'llm', weight: 0.5 },
    ]);
    expect(english['应用']).toEqual([
      { text: 'application', weight: 0.25 },
      { text: 'apply', weight: 0.25 },
    ]);
    // stop words are not translated
    expect(english['在']).toEqual([]);
  });
});

describe('englishToChinese', () => {
  it('finds the longest known phrases, plural or not', () => {
    expect(englishToChinese('Machine translations with large language models', dict).map((p) => p.text)).toEqual([
      '机器翻译',
      '大语言模型',
    ]);
  });
});

describe('translatedTerms', () => {
  it('gives analysed, weighted English terms for a Chinese query', () => {
    const terms = translatedTerms('机器翻译', undefined, dict);
    expect(terms).toEqual([
      { term: 'machin', weight: 1 },
      { term: 'translat', weight: 1 },
    ]);
  });

  it('is empty without a dictionary', () => {
    expect(translatedTerms('机器翻译', undefined, null)).toEqual([]);
  });
});

describe('englishQuery', () => {
  it('renders a Chinese query in English for the live sources, Latin kept in place', () => {
    expect(englishQuery('大语言模型在机器翻译中的应用（BLEU）', dict)).toBe(
      'large language model machine translation application BLEU',
    );
  });

  it('asks once for a term glossed in brackets', () => {
    expect(englishQuery('机器翻译（machine translation）', dict)).toBe('machine translation');
  });

  it('is null for an English query or one with nothing to translate', () => {
    expect(englishQuery('machine translation', dict)).toBeNull();
    expect(englishQuery('猫', dict)).toBeNull();
  });
});

describe('SortedWordList', () => {
  it('finds every key and no other, with or without a final newline', () => {
    for (const text of ['a\t1\nb\t2\nc\t3', 'a\t1\nb\t2\nc\t3\n']) {
      const list = new SortedWordList(text);
      expect(list.size).toBe(3);
      expect([list.get('a'), list.get('b'), list.get('c'), list.get('bb'), list.get('0')]).toEqual([
        '1',
        '2',
        '3',
        undefined,
        undefined,
      ]);
    }
  });
});

describe('the shipped dictionary', () => {
  const shipped = readDictionary();

  it('translates the field terms and general words of a Chinese topic', () => {
    const english = translateChinese('大语言模型在机器翻译中的应用', shipped).flatMap((w) =>
      w.english.map((e) => e.text),
    );
    expect(english).toEqual(expect.arrayContaining(['large language model', 'machine translation', 'application']));
  });

  it('finds Chinese for English terms', () => {
    expect(englishToChinese('neural machine translation', shipped).map((p) => p.text)).toContain('神经机器翻译');
  });
});
