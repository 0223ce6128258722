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
  it('leaves an undated work to the style (无日期-a, n.d.-b) and lays a proceedings volume out as a book', () => {
    expect(prepareGbtItem({ id: 'c', type: 'book', title: '本草纲目', language: 'zh-CN' }, true, 2015).issued).toBe(
      undefined,
    );
    expect(prepareGbtItem({ id: 'p', type: 'paper-conference', title: '论文集', language: 'zh-CN' }, false).type).toBe(
      'book',
    );
  });
});

describe('prepareGbtItem: archives and multi-volume works', () => {
  it('gives an archival document’s holder as its archive', () => {
    const archive = {
      id: 'a',
      type: 'manuscript',
      title: '训令',
      publisher: '湖北省档案馆',
      'publisher-place': '武汉',
    };
    expect(prepareGbtItem(archive, true)).toMatchObject({ archive: '湖北省档案馆', 'archive-place': '武汉' });
    expect(prepareGbtItem(archive, true).publisher).toBeUndefined();
    expect(prepareGbtItem({ ...archive, type: 'book' }, true).publisher).toBe('湖北省档案馆');
  });

  it('lists one volume of a multi-volume work under the work’s title, not a numbered series', () => {
    const volume = { id: 'v', type: 'book', title: '科学思想史', 'collection-title': '中国科学技术史', volume: '2' };
    expect(prepareGbtItem(volume, false, 2015)).toMatchObject({
      title: '中国科学技术史',
      'volume-title': '科学思想史',
    });
    const series = { ...volume, 'collection-number': '1234' };
    expect(prepareGbtItem(series, false, 2015).title).toBe('科学思想史');
  });
});

describe('prepareGbtItem: dates', () => {
  const online = { id: 'o', type: 'webpage', title: 'ISO', accessed: { 'date-parts': [[2020, 10, 6]] } };
  const report = { id: 'r', type: 'report', title: 'Survey', accessed: { 'date-parts': [[2025, 2, 28]] } };

  it('leaves an undated work to the 2025 style (无日期-a, [2020a]) and to 2015 when it has an access date', () => {
    expect(prepareGbtItem({ id: 'c', type: 'book', title: '本草纲目' }, true, 2025).issued).toBeUndefined();
    expect(prepareGbtItem(online, true, 2015).issued).toBeUndefined();
  });

  it('2025 numbered: an undated work that is not online-only has no access year', () => {
    expect(prepareGbtItem(report, false, 2025).accessed).toBeUndefined();
    expect(prepareGbtItem(online, false, 2025).accessed).toEqual(online.accessed);
    expect(prepareGbtItem(report, true, 2025).accessed).toEqual(report.accessed);
  });

  it('prints a year written with a note as written, and an open range with a dash', () => {
    const reign = { 'date-parts': [[1865]], raw: '1865（清同治四年）' };
    expect(prepareGbtItem({ id: 'b', type: 'book', title: '宋论', issued: reign }, false).issued).toEqual({
      literal: '1865（清同治四年）',
    });
    const open = { 'date-parts': [[1984]], raw: '1984/' };
    expect(prepareGbtItem({ id: 'p', type: 'periodical', title: '临床内科杂志', issued: open }, false).issued).toEqual({
      literal: '1984—',
    });
    expect(
      prepareGbtItem({ id: 'p', type: 'periodical', title: '临床内科杂志', issued: open }, false, 2015).issued,
    ).toEqual({ literal: '1984-' });
    // Author-year: the year, so that it sorts and takes its letter (the dash is written back after).
    expect(prepareGbtItem({ id: 'p', type: 'periodical', title: '临床内科杂志', issued: open }, true).issued).toEqual({
      'date-parts': [[1984]],
    });
    const range = { 'date-parts': [[1957], [1990]] };
    expect(prepareGbtItem({ id: 'p', type: 'periodical', title: '通讯', issued: range }, false).issued).toEqual({
      literal: '1957—1990',
    });
    const plain = { 'date-parts': [[2013, 3, 1]], raw: '2013-03-01' };
    expect(prepareGbtItem({ id: 'a', type: 'book', title: 'T', issued: plain }, false).issued).toBe(plain);
  });
});

describe('prepareGbtItem: titles, names, volumes', () => {
  it('sentence-cases English titles only, and the book a chapter is in', () => {
    const russian = { id: 'r', type: 'article-journal', title: 'Месторождение Рябиновое', language: 'ru' };
    expect(prepareGbtItem(russian, false).title).toBe('Месторождение Рябиновое');
    const chapter = {
      id: 'c',
      type: 'chapter',
      title: 'Pathogenic Properties',
      'container-title': 'Pathologic Physiology: Mechanisms of Disease',
      language: 'en',
    };
    expect(prepareGbtItem(chapter, false)['container-title']).toBe('Pathologic physiology: mechanisms of disease');
    const article = { ...chapter, type: 'article-journal', 'container-title': 'Journal of the Neurological Sciences' };
    expect(prepareGbtItem(article, false)['container-title']).toBe('Journal of the Neurological Sciences');
    expect(sentenceCase('United Nations E-Government Survey—For Now')).toBe(
      'United nations e-government survey—for now',
    );
  });

  it('writes an organisation as one literal name and initialises particles left in a given name', () => {
    const item = {
      id: 'n',
      type: 'chapter',
      title: 'T',
      author: [{ family: 'Veen', given: 'Pieternella H. van der' }],
      editor: [{ family: 'American Water Works Association' }],
    };
    const prepared = prepareGbtItem(item, false);
    expect(prepared.author).toEqual([{ family: 'Veen', given: 'Pieternella H. v d' }]);
    expect(prepared.editor).toEqual([{ literal: 'American Water Works Association' }]);
  });

  it('names a patent by its holder when the import kept one', () => {
    const patent = {
      id: 'p',
      type: 'patent',
      title: '光折变',
      author: [{ literal: '石顺祥' }],
      note: 'holder: 西安电子科技大学',
    };
    expect(prepareGbtItem(patent, false).author).toEqual([{ literal: '西安电子科技大学' }]);
    expect(prepareGbtItem({ ...patent, type: 'book' }, false).author).toEqual([{ literal: '石顺祥' }]);
  });

  it('2015: a Chinese book’s volume "第 1 卷"; 2025: a periodical’s holdings with a dash', () => {
    const book = { id: 'b', type: 'book', title: '国史旧闻', volume: '1', language: 'zh-CN' };
    expect(prepareGbtItem(book, false, 2015).volume).toBe('第 1 卷');
    expect(prepareGbtItem(book, false, 2025).volume).toBe('1');
    const periodical = { id: 'p', type: 'periodical', title: '通讯', volume: '1957(1)-1990(4)' };
    expect(prepareGbtItem(periodical, false, 2025).volume).toBe('1957(1)—1990(4)');
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

  it('writes a name suffix after a comma and a version as V2', () => {
    const item = { id: 's', type: 'book', title: 'T', author: [{ family: 'Peebles', given: 'P. Z.', suffix: 'Jr.' }] };
    expect(finishGbtText('Peebles P Z Jr. T[M]. 2001.', item, 2015)).toBe('Peebles P Z, Jr. T[M]. 2001.');
    const preprint = { id: 'v', type: 'article', title: 'T', version: '2' };
    expect(finishGbtText('J S. T[PP/OL]. Version2. arXiv.', preprint, 2015)).toBe('J S. T[PP/OL]. V2. arXiv.');
  });

  it('does not repeat a CSTR that the URL already holds', () => {
    const item = {
      id: 'c',
      type: 'dataset',
      title: 'T',
      URL: 'https://x.cn/CSTR:16666.11.a',
      note: 'CSTR: 16666.11.a',
    };
    expect(finishGbtText('T[DS/OL]. https://x.cn/CSTR:16666.11.a. CSTR:16666.11.a.', item, 2015)).toBe(
      'T[DS/OL]. https://x.cn/CSTR:16666.11.a.',
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
