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
