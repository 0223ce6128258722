import { describe, expect, it } from 'vitest';
import { chineseArticle, conferencePaper, journalArticle, arxivPreprint } from './fixtures/referencePapers.js';
import { paperItem } from './formatReferences.js';
import { renderCitations } from './renderCitations.js';
import { findCitationStyle } from './styles.js';

const style = (id: string) => findCitationStyle(id)!;
const items = (id: string) =>
  [journalArticle, chineseArticle, conferencePaper, arxivPreprint].map((paper) => paperItem(paper, style(id)));
const [lecun, zhang, vaswani, devlin] = [journalArticle, chineseArticle, conferencePaper, arxivPreprint].map(
  (paper) => paper.bibkey,
) as [string, string, string, string];

describe('renderCitations', () => {
  it('numbers references by first citation, reuses numbers and compresses runs', () => {
    const { labels, bibliography } = renderCitations(
      items('ieee'),
      [[{ id: vaswani }], [{ id: lecun }], [{ id: vaswani }, { id: lecun }, { id: devlin }]],
      style('ieee'),
    );
    expect(labels).toEqual(['[1]', '[2]', '[1]–[3]']);
    // Only cited items, in citation order; the uncited Chinese article is left out.
    expect(bibliography.map((entry) => entry.bibkey)).toEqual([vaswani, lecun, devlin]);
    expect(bibliography[0]!.text).toMatch(/^\[1\]\s*A\. Vaswani/);
  });

  it('renumbers when the citations move', () => {
    const { labels } = renderCitations(items('ieee'), [[{ id: lecun }], [{ id: vaswani }]], style('ieee'));
    expect(labels).toEqual(['[1]', '[2]']);
  });

  it('writes author-date citations with a page locator', () => {
    const { labels, bibliography } = renderCitations(
      items('apa'),
      [[{ id: lecun, locator: 'p. 437' }], [{ id: vaswani }, { id: devlin }]],
      style('apa'),
    );
    expect(labels[0]).toBe('(LeCun et al., 2015, p. 437)');
    expect(labels[1]).toBe('(Devlin et al., 2018; Vaswani et al., 2017)');
    expect(bibliography.map((entry) => entry.bibkey)).toEqual([devlin, lecun, vaswani]);
  });

  it('finishes GB/T entries by the edition rules, each in its own language', () => {
    const { labels, bibliography } = renderCitations(
      items('gb-t-7714-2015-numeric'),
      [[{ id: zhang }], [{ id: lecun }]],
      style('gb-t-7714-2015-numeric'),
      true,
    );
    expect(labels).toEqual(['[1]', '[2]']);
    expect(bibliography.map((entry) => entry.text)).toEqual([
      '[1] 张三, 李四, 王五, 等. 基于深度学习的中文分词研究[J]. 计算机学报, 2020, 35(4): 1-10.',
      '[2] LECUN Y, BENGIO Y, HINTON G. Deep learning[J/OL]. Nature, 2015, 521(7553): 436-444. DOI:10.1038/nature14539.',
    ]);
    expect(bibliography[0]!.html).toContain('计算机学报');
  });

  it('renders a citation repeated word for word as its first occurrence, and no HTML unless asked', () => {
    const { labels, bibliography } = renderCitations(
      items('apa'),
      [[{ id: lecun }], [{ id: vaswani }], [{ id: lecun }], [{ id: lecun, locator: 'p. 2' }]],
      style('apa'),
    );
    expect(labels).toEqual([
      '(LeCun et al., 2015)',
      '(Vaswani et al., 2017)',
      '(LeCun et al., 2015)',
      '(LeCun et al., 2015, p. 2)',
    ]);
    expect(bibliography.every((entry) => entry.html === undefined)).toBe(true);
  });

  it('returns nothing for a document without citations', () => {
    expect(renderCitations(items('apa'), [], style('apa'))).toEqual({ labels: [], bibliography: [] });
  });
});
