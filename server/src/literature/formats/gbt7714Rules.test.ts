import { describe, expect, it } from 'vitest';
import { finishGbtText, prepareGbtItem, sentenceCase } from './gbt7714Rules.js';

describe('sentenceCase', () => {
  it('lowers capitalised words after the first, after a colon too (the standard’s examples)', () => {
    expect(sentenceCase('Next-Generation Sequencing: From Understanding Biology to Personalized Medicine')).toBe(
      'Next-generation sequencing: from understanding biology to personalized medicine',
    );
  });

  it('keeps acronyms, inner capitals and Roman numerals; lowers a subtitle’s leading A', () => {
    expect(sentenceCase('Retrieval-Augmented Generation for NLP on iPhone: A Study of World War II')).toBe(
      'Retrieval-augmented generation for NLP on iPhone: a study of world war II',
    );
  });
});

describe('prepareGbtItem', () => {
  it('sentence-cases English titles only and writes editions as numbers', () => {
    expect(
      prepareGbtItem({ id: 'a', type: 'book', title: 'Invisible College', edition: 'Third', language: 'en' }, false),
    ).toMatchObject({ title: 'Invisible college', edition: '3' });
    expect(prepareGbtItem({ id: 'b', type: 'book', title: 'Python 编程', language: 'zh-CN' }, false).title).toBe(
      'Python 编程',
    );
  });
});

describe('prepareGbtItem in the author-year system', () => {
  it('dates an undated work 无日期 or n.d. and lays a proceedings volume out as a book', () => {
    expect(prepareGbtItem({ id: 'c', type: 'book', title: '本草纲目', language: 'zh-CN' }, true).issued).toEqual({
      literal: '无日期',
    });
    expect(prepareGbtItem({ id: 'e', type: 'book', title: 'Gases', language: 'en' }, true).issued).toEqual({
      literal: 'n.d.',
    });
    expect(prepareGbtItem({ id: 'p', type: 'paper-conference', title: '论文集', language: 'zh-CN' }, false).type).toBe(
      'book',
    );
  });
});

describe('finishGbtText', () => {
  it('marks a proceedings volume [C] and writes 2025 punctuation full-width outside links', () => {
    const proceedings = { id: 'p', type: 'paper-conference', title: 'Proceedings', language: 'en' };
    expect(finishGbtText('Proceedings[M]. New Delhi: Springer, 2014.', proceedings, 2015)).toBe(
      'Proceedings[C]. New Delhi: Springer, 2014.',
    );
    const english = { id: 'y', type: 'paper-conference', title: 'U', language: 'en' };
    expect(
      finishGbtText('Yu Y, Pan E. Unmixing (UB): a paradigm[C]//CVPR, 2024: 4. https://x.org/a,b:c.', english, 2025),
    ).toBe('Yu Y，Pan E. Unmixing（UB）：a paradigm[C]//CVPR，2024：4. https://x.org/a,b:c.');
  });

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

  it('2015 writes Chinese entries with half-width colons and parentheses; 2025 with full-width ones', () => {
    const text = '李幼平. 循证医学研究方法：附视频[J]. 中华移植杂志（电子版）, 2010.';
    expect(finishGbtText(text, chinese, 2015)).toBe(
      '李幼平. 循证医学研究方法: 附视频[J]. 中华移植杂志 (电子版), 2010.',
    );
    expect(finishGbtText(text, chinese, 2025)).toBe(
      '李幼平. 循证医学研究方法：附视频[J]. 中华移植杂志（电子版），2010.',
    );
  });
});
