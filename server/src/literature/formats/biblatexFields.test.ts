import { describe, expect, it } from 'vitest';
import { exportReferences } from './exportReferences.js';
import { formatReferences } from './formatReferences.js';
import { importReferences, readReferenceItems } from './importReferences.js';
import { findCitationStyle } from './styles.js';

const itemOf = (bib: string) => {
  const [entry] = readReferenceItems(bib, 'bibtex');
  if (!entry || 'error' in entry) throw new Error('not read');
  return entry.item;
};

describe('biblatex fields citation-js leaves out', () => {
  it('reads newspapers with their paper, langid as a language tag and a standard’s number', () => {
    expect(
      itemOf('@newspaper{n, title={罪犯 DNA 库}, journaltitle={大众科技报}, date={2000-11-12}, pages={7}}'),
    ).toMatchObject({ type: 'article-newspaper', 'container-title': '大众科技报', page: '7' });
    expect(itemOf('@article{a, title={T}, journal={J}, langid={english}}').language).toBe('en');
    expect(itemOf('@standard{s, title={信息与文献}, number={GB/T 7714—2015}}')).toMatchObject({
      type: 'standard',
      number: 'GB/T 7714—2015',
    });
    // A link keeps the escapes it has and loses LaTeX's; only what a URL cannot hold is encoded.
    expect(itemOf('@online{u, title={T}, url={http://a.cn/i.html?ty%3Dmap%26id=1}}').URL).toBe(
      'http://a.cn/i.html?ty%3Dmap%26id=1',
    );
    expect(itemOf('@online{u, title={T}, url={http://a.cn/a\\_b?x=\\%41 ä}}').URL).toBe(
      'http://a.cn/a_b?x=%41%20%C3%A4',
    );
    expect(itemOf('@online{p, title={Histórias de Portugal}, langid={portuguese}}').language).toBe('pt');
    // \quad between the parts of a title, a journal's too, is a space.
    expect(itemOf('@article{j, journal={中国科学：D 辑\\quad 地球科学}}')['container-title']).toBe(
      '中国科学：D 辑 地球科学',
    );
  });

  it('reads the CSL type kept in entrysubtype and an arXiv eprint', () => {
    expect(
      itemOf('@misc{p, entrysubtype={article}, title={BERT}, eprint={1810.04805}, archiveprefix={arXiv}}'),
    ).toMatchObject({ type: 'article', number: 'arXiv:1810.04805' });
    expect(itemOf('@misc{p, title={BERT}, eprint={1810.04805}, archiveprefix={arXiv}}').genre).toBeUndefined();
    expect(itemOf('@preprint{b, title={A trial}, archiveprefix={bioRxiv}, doi={10.1101/029983}}')).toMatchObject({
      type: 'article',
      publisher: 'bioRxiv',
    });
  });
});

describe('biblatex fields CSL has no variable for, and dates citation-js reads loosely', () => {
  it('keeps a CSTR and a patent holder as note lines, and a map’s scale and size', () => {
    expect(itemOf('@patent{p, author={石顺祥}, holder={西安电子科技大学}, title={方法}, cstr={32003.36.X}}').note).toBe(
      'CSTR: 32003.36.X\nholder: 西安电子科技大学',
    );
    expect(itemOf('@map{m, title={沈阳市政区图}, scale={1:170000}, dimensions={138cm×96cm}}')).toMatchObject({
      type: 'map',
      scale: '1:170000',
      dimensions: '138cm×96cm',
    });
    expect(itemOf('@archive{a, title={训令}, number={LS031}}').type).toBe('manuscript');
  });

  it('keeps a year written with a note and an open range as written, beside the year', () => {
    expect(itemOf('@book{b, title={宋论}, year={1865（清同治四年）}}').issued).toEqual({
      'date-parts': [[1865]],
      raw: '1865（清同治四年）',
    });
    expect(itemOf('@periodical{p, title={临床内科杂志}, year={1984-}, date={1984/}}').issued).toEqual({
      'date-parts': [[1984]],
      raw: '1984/',
    });
    expect(itemOf('@book{c, title={T}, year={2013}}').issued).toEqual({ 'date-parts': [[2013]] });
  });

  it('formats them in the 2025 edition as the standard prints them', () => {
    const bib =
      '@patent{p, author={石顺祥 and 许海平}, holder={西安电子科技大学}, title={光折变自适应光外差探测方法}, ' +
      'number={CN01128777.2}, date={2002-03-06}, url={http://x.cn/p}, langid={chinese}}\n' +
      '@book{b, author={王夫之}, title={宋论}, address={金陵}, publisher={湘乡曾国荃}, year={1865（清同治四年）}, langid={chinese}}';
    const papers = importReferences(bib, 'bibtex').map((entry, i) => {
      if (!('paper' in entry)) throw new Error('not imported');
      return { ...entry.paper, bibkey: `k${i}` };
    });
    const texts = formatReferences(papers, findCitationStyle('gb-t-7714-2025-numeric')!).map((r) => r.text);
    expect(texts).toEqual([
      '[1] 西安电子科技大学. 光折变自适应光外差探测方法：CN01128777.2[P/OL]. 2002-03-06. http://x.cn/p.',
      '[2] 王夫之. 宋论[M]. 金陵：湘乡曾国荃，1865（清同治四年）.',
    ]);
  });
});

describe('brace-protected words of a BibTeX title', () => {
  const bib =
    '@book{d, author={Deverell, William}, title={A Companion to {California} History}, year={2013}, langid={english}}';

  it('are marked nocase in the reference, the paper keeping the plain title', () => {
    expect(itemOf(bib).title).toBe('A Companion to <span class="nocase">California</span> History');
    const [entry] = importReferences(bib, 'bibtex');
    expect(entry).toMatchObject({
      paper: {
        title: 'A Companion to California History',
        csl: { title: 'A Companion to <span class="nocase">California</span> History' },
      },
    });
  });

  it('keep their case in sentence case and are braced again on export', () => {
    const [entry] = importReferences(bib, 'bibtex');
    if (!entry || !('paper' in entry)) throw new Error('not imported');
    const paper = { ...entry.paper, bibkey: 'd' };
    const [reference] = formatReferences([paper], findCitationStyle('gb-t-7714-2015-numeric')!);
    expect(reference!.text).toBe('[1] DEVERELL W. A companion to California history[M]. 2013.');
    expect(exportReferences([paper], 'bibtex')).toContain('title = {A Companion to {California} History}');
  });
});
