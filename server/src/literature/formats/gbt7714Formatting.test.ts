import { describe, expect, it } from 'vitest';
import type { CslItem } from './cslItem.js';
import { formatCslItems } from './formatReferences.js';
import { findCitationStyle } from './styles.js';

// Whole entries through citeproc and the GB/T rules, as a reference list is formatted; each case is
// a layout of the standard's examples (GB/T 7714—2015 and —2025) that the styles alone got wrong.
const format = (styleId: string, items: CslItem[]) =>
  formatCslItems(items, findCitationStyle(styleId)!).map((entry) => entry.text.replace(/^\[\d+\]\s*/, ''));

const journal = (id: string, title: string, language: string): CslItem => ({
  id,
  type: 'article-journal',
  'container-title': title,
  language,
});

describe('undated works in the author-year systems', () => {
  it('2025: an undated journal is dated "n.d." / "无日期", before its letter if it has one', () => {
    const texts = format('gb-t-7714-2025-author-year', [
      journal('a', 'J Math Phys', 'en'),
      journal('b', 'Asian Pacific Journal of Cancer Prevention', 'en'),
      journal('c', '北京师范大学学报（自然科学版）', 'zh-CN'),
    ]);
    expect(texts).toContain('Anon，n.d.-a. J Math Phys.');
    expect(texts).toContain('Anon，n.d.-b. Asian Pacific Journal of Cancer Prevention.');
    // Alone under its author and date, so without a letter (it used to print "佚名." alone).
    expect(texts).toContain('佚名，无日期. 北京师范大学学报（自然科学版）.');
  });

  it('2015: undated works of one author are told apart by a letter; a lone one has none', () => {
    const book = (id: string, title: string): CslItem => ({ id, type: 'book', title, language: 'zh-CN' });
    const texts = format('gb-t-7714-2015-author-year', [
      book('a', '大趋势'),
      book('b', '世界出版业'),
      { ...book('c', '本草纲目'), author: [{ literal: '李时珍' }] },
    ]);
    expect(texts).toEqual([
      '李时珍, 无日期. 本草纲目[M].',
      '佚名, 无日期-a. 大趋势[M].',
      '佚名, 无日期-b. 世界出版业[M].',
    ]);
  });
});

describe('archives, serials and multi-volume works', () => {
  const archive: CslItem = {
    id: 'a',
    type: 'manuscript',
    title: '湖北省建设厅关于检发实业部农工矿业团体登记规则的布告',
    author: [{ family: '湖北省建设厅' }],
    number: 'LS031-001-0001-001',
    publisher: '湖北省档案馆',
    'publisher-place': '武汉',
    issued: { 'date-parts': [[1931, 11, 7]] },
    language: 'zh-CN',
  };

  it('an archive’s holder is followed by its full date, in both 2025 systems', () => {
    expect(format('gb-t-7714-2025-author-year', [archive])[0]).toBe(
      '湖北省建设厅，1931. 湖北省建设厅关于检发实业部农工矿业团体登记规则的布告：LS031-001-0001-001[A]. 武汉：湖北省档案馆，1931-11-07.',
    );
    expect(format('gb-t-7714-2025-numeric', [archive])[0]).toContain('武汉：湖北省档案馆，1931-11-07.');
  });

  const serial: CslItem = {
    id: 's',
    type: 'periodical',
    title: '临床内科杂志',
    editor: [{ family: '中华医学会湖北分会' }],
    volume: '1984, 1(1)-',
    publisher: '中华医学会湖北分会',
    'publisher-place': '武汉',
    issued: { 'date-parts': [[1984]], raw: '1984-' },
    language: 'zh-CN',
  };

  it('2015: a serial whose holdings start with the year does not say the year twice', () => {
    expect(format('gb-t-7714-2015-numeric', [serial])[0]).toBe(
      '中华医学会湖北分会. 临床内科杂志[J]. 1984, 1(1)-. 武汉: 中华医学会湖北分会, 1984-.',
    );
    expect(format('gb-t-7714-2015-author-year', [serial])[0]).toBe(
      '中华医学会湖北分会, 1984-. 临床内科杂志[J]. 1984, 1(1)-. 武汉: 中华医学会湖北分会.',
    );
  });

  it('an open range sorts by its year and takes its letter after the dash', () => {
    const science = (id: string, title: string): CslItem => ({
      id,
      type: 'periodical',
      title,
      editor: [{ family: 'AAAS' }],
      issued: { 'date-parts': [[1883]], raw: '1883/' },
      language: 'en',
    });
    const earlier: CslItem = {
      id: 'e',
      type: 'book',
      title: 'Earlier',
      author: [{ literal: 'AAAS' }],
      issued: { 'date-parts': [[1880]] },
      language: 'en',
    };
    const items = [science('a', 'Science'), science('b', 'Science two'), earlier];
    expect(format('gb-t-7714-2025-author-year', items)).toEqual([
      'AAAS，1880. Earlier[M].',
      'AAAS，1883—a. Science[J].',
      'AAAS，1883—b. Science two[J].',
    ]);
    expect(format('gb-t-7714-2015-author-year', items)[1]).toBe('AAAS, 1883-a. Science[J]. 1883.');
    expect(format('gb-t-7714-2025-numeric', items)[0]).toBe('AAAS. Science[J]. 1883—.');
  });

  it('a closed range of years is printed whole, first in the list too', () => {
    const closed: CslItem = { ...serial, volume: '1957(1)-1990(4)', issued: { 'date-parts': [[1957], [1990]] } };
    expect(format('gb-t-7714-2025-numeric', [closed])[0]).toMatch(/，1957—1990\.$/);
    expect(format('gb-t-7714-2015-numeric', [closed])[0]).toMatch(/, 1957-1990\.$/);
  });

  it('2015: one volume of a multi-volume work is listed under the work’s title', () => {
    const volume: CslItem = {
      id: 'v',
      type: 'book',
      title: '科学思想史',
      'collection-title': '中国科学技术史',
      volume: '2',
      language: 'zh-CN',
    };
    expect(format('gb-t-7714-2015-numeric', [volume])[0]).toBe('中国科学技术史: 第 2 卷\u2003科学思想史[M].');
  });
});

describe('online resources and identifiers', () => {
  it('2015: a web page shows its update date in parentheses, with or without its link', () => {
    const page: CslItem = { id: 'p', type: 'webpage', issued: { 'date-parts': [[2012, 5, 3]] }, language: 'en' };
    expect(format('gb-t-7714-2015-numeric', [page])[0]).toBe('(2012-05-03).');
  });

  it('2025: a standard’s number keeps its issuer’s half-width parentheses', () => {
    const standard: CslItem = {
      id: 's',
      type: 'standard',
      title: 'Atmosphères explosives (partie 20-2)',
      number: 'ISO/IEC 80079-20-2:2016(fr)',
      language: 'fr',
    };
    expect(format('gb-t-7714-2025-numeric', [standard])[0]).toBe(
      'ISO/IEC 80079-20-2:2016(fr)\u2003Atmosphères explosives（partie 20-2）[S].',
    );
  });
});

describe('the entry’s language', () => {
  it('2015: Chinese titles take half-width commas, semicolons and question marks', () => {
    const newspaper: CslItem = {
      id: 'n',
      type: 'article-newspaper',
      title: '雾霾来袭，如何突围？',
      'container-title': '人民日报',
      language: 'zh-CN',
      issued: { 'date-parts': [[2013, 1, 12]] },
    };
    const book: CslItem = {
      id: 'b',
      type: 'book',
      title: '昌平山水记；京东考古录',
      author: [{ literal: '顾炎武' }],
      language: 'zh-CN',
      issued: { 'date-parts': [[1992]] },
    };
    expect(format('gb-t-7714-2015-numeric', [newspaper, book])).toEqual([
      '雾霾来袭, 如何突围?[N]. 人民日报, 2013-01-12.',
      '顾炎武. 昌平山水记; 京东考古录[M]. 1992.',
    ]);
  });

  it('a Korean work is written with the English terms, as the reference implementation does (Anon, not 佚名)', () => {
    const korean: CslItem = {
      ...journal('k', '圖書館文化', 'ko'),
      title: '도서관정보정책위원회 발족식',
      issued: { 'date-parts': [[2007]] },
    };
    expect(format('gb-t-7714-2015-author-year', [korean])).toEqual([
      'Anon, 2007. 도서관정보정책위원회 발족식[J]. 圖書館文化.',
    ]);
  });
});
