import { describe, expect, it } from 'vitest';
import { finishGbtText, prepareGbtItem, sentenceCase } from './gbt7714Rules.js';

describe('sentenceCase', () => {
  it('lowers capitalised words after the first, after a colon too (the standard’s examples)', () => {
    expect(sentenceCase('Next-Generation Sequencing: From Understanding Biology to Personalized Medicine')).toBe(
      'Next-generation sequencing: from understanding biology to personalized medicine',
    );
  });

  it('keeps acronyms, inner capitals, one-letter words and Roman numerals', () => {
    expect(sentenceCase('Retrieval-Augmented Generation for NLP on iPhone: A Study of World War II')).toBe(
      'Retrieval-augmented generation for NLP on iPhone: A study of world war II',
    );
  });
});

describe('prepareGbtItem', () => {
  it('sentence-cases English titles only and writes editions as numbers', () => {
    expect(
      prepareGbtItem({ id: 'a', type: 'book', title: 'Invisible College', edition: 'Third', language: 'en' }),
    ).toMatchObject({ title: 'Invisible college', edition: '3' });
    expect(prepareGbtItem({ id: 'b', type: 'book', title: 'Python 编程', language: 'zh-CN' }).title).toBe(
      'Python 编程',
    );
  });
});

describe('finishGbtText', () => {
  const chinese = { id: 'c', type: 'article-journal', title: '循证医学', language: 'zh-CN' };

  it('drops the lone type code of an untitled fragment', () => {
    expect(finishGbtText('李时珍. [M].', { id: 'f', type: 'book' }, 2015)).toBe('李时珍.');
    expect(finishGbtText('[M]. 北京: 人民出版社, 2013.', { id: 'f', type: 'book' }, 2015)).toBe(
      '北京: 人民出版社, 2013.',
    );
  });

  it('does not repeat a DOI that the URL already holds', () => {
    const item = {
      id: 'd',
      type: 'article-journal',
      title: 'T',
      DOI: '10.1021/cb3005325',
      URL: 'http://x/10.1021/cb3005325',
    };
    expect(finishGbtText('T[J/OL]. J, 2013. http://x/10.1021/cb3005325. DOI:10.1021/cb3005325.', item, 2015)).toBe(
      'T[J/OL]. J, 2013. http://x/10.1021/cb3005325.',
    );
  });

  it('2015 writes Chinese entries with half-width colons and parentheses; 2025 keeps full-width ones', () => {
    const text = '李幼平. 循证医学研究方法：附视频[J]. 中华移植杂志（电子版）, 2010.';
    expect(finishGbtText(text, chinese, 2015)).toBe(
      '李幼平. 循证医学研究方法: 附视频[J]. 中华移植杂志 (电子版), 2010.',
    );
    expect(finishGbtText(text, chinese, 2025)).toBe(text);
  });
});
