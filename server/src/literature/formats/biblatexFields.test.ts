import { describe, expect, it } from 'vitest';
import { readReferenceItems } from './importReferences.js';

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
  });

  it('reads the CSL type kept in entrysubtype and an arXiv eprint', () => {
    expect(
      itemOf('@misc{p, entrysubtype={article}, title={BERT}, eprint={1810.04805}, archiveprefix={arXiv}}'),
    ).toMatchObject({ type: 'article', number: 'arXiv:1810.04805' });
    expect(itemOf('@misc{p, title={BERT}, eprint={1810.04805}, archiveprefix={arXiv}}').genre).toBeUndefined();
  });
});
