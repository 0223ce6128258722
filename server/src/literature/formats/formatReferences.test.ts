import { describe, expect, it } from 'vitest';
import {
  arxivPreprint,
  chineseArticle,
  conferencePaper,
  journalArticle,
  referencePapers,
} from './fixtures/referencePapers.js';
import { formatReferences } from './formatReferences.js';
import { CITATION_STYLES, findCitationStyle } from './styles.js';

const style = (id: string) => findCitationStyle(id)!;
const texts = (id: string, papers = referencePapers) => formatReferences(papers, style(id)).map((r) => r.text);

// Expected strings written from GB/T 7714-2015 (the references' volume, issue, pages, editors and
// publisher come from the stored CSL reference): surnames of Western authors in capitals with initials
// and no full stops (§8.1.2), at most three authors then "等" (Chinese) or "et al." (Western), the
// type code [J] [C] [EB] with /OL for online items (§4, §8.1), "//" before the proceedings (§7.2),
// and the DOI or access path last (§8.8).
describe('GB/T 7714 titles', () => {
  // A source's title keeps its proper nouns; the user's own file (BibTeX braces) decides otherwise.
  const titled = (title: string, source: string) => ({
    ...journalArticle,
    bibkey: 'tapo2020',
    title,
    csl: { ...journalArticle.csl!, title },
    sources: [{ source, id: 'x' }],
  });
  const title = 'Neural Machine Translation for African Languages: A Case Study on Bambara';

  it('prints a title from the corpus or a live source as the source wrote it', () => {
    const [text] = texts('gb-t-7714-2025-numeric', [titled(title, 'acl')]);
    expect(text).toContain('Neural Machine Translation for African Languages');
  });

  it('puts the title of an imported reference in sentence case', () => {
    const [text] = texts('gb-t-7714-2025-numeric', [titled(title, 'import')]);
    expect(text).toContain('Neural machine translation for african languages');
  });
});

describe('GB/T 7714—2015', () => {
  it('numeric: numbered in citation order, each entry in its own language', () => {
    expect(texts('gb-t-7714-2015-numeric')).toEqual([
      '[1] LECUN Y, BENGIO Y, HINTON G. Deep learning[J/OL]. Nature, 2015, 521(7553): 436-444. DOI:10.1038/nature14539.',
      '[2] 张三, 李四, 王五, 等. 基于深度学习的中文分词研究[J]. 计算机学报, 2020, 35(4): 1-10.',
      '[3] VASWANI A, SHAZEER N, PARMAR N, et al. Attention is all you need[C]//GUYON I, VON LUXBURG U. Proceedings of the 31st International Conference on Neural Information Processing Systems. Red Hook, NY: Curran Associates, 2017: 6000-6010.',
      '[4] DEVLIN J, CHANG M W, LEE K, et al. BERT: Pre-training of deep bidirectional transformers for language understanding[EB/OL]. arXiv, 2018. https://arxiv.org/abs/1810.04805.',
    ]);
  });

  it('author-date: the year follows the authors and the list is sorted, Chinese entries first', () => {
    expect(texts('gb-t-7714-2015-author-year')).toEqual([
      '张三, 李四, 王五, 等, 2020. 基于深度学习的中文分词研究[J]. 计算机学报, 35(4): 1-10.',
      'DEVLIN J, CHANG M W, LEE K, et al., 2018. BERT: Pre-training of deep bidirectional transformers for language understanding[EB/OL]. arXiv. https://arxiv.org/abs/1810.04805.',
      'LECUN Y, BENGIO Y, HINTON G, 2015. Deep learning[J/OL]. Nature, 521(7553): 436-444. DOI:10.1038/nature14539.',
      'VASWANI A, SHAZEER N, PARMAR N, et al., 2017. Attention is all you need[C]//GUYON I, VON LUXBURG U. Proceedings of the 31st International Conference on Neural Information Processing Systems. Red Hook, NY: Curran Associates: 6000-6010.',
    ]);
  });

  it('uses 等 only for the Chinese entry and et al. for the Western ones', () => {
    const [english, chinese] = texts('gb-t-7714-2015-numeric', [conferencePaper, chineseArticle]);
    expect(english).toContain('et al.');
    expect(english).not.toContain('等');
    expect(chinese).toContain('王五, 等.');
  });
});

describe('English styles', () => {
  it('APA 7: authors with initials and "&", year in parentheses, DOI as a link, the journal in italics in HTML', () => {
    const [reference] = formatReferences([journalArticle], style('apa'));
    expect(reference!.text).toBe(
      'LeCun, Y., Bengio, Y., & Hinton, G. (2015). Deep learning. Nature, 521(7553), 436–444. https://doi.org/10.1038/nature14539',
    );
    expect(reference!.html).toContain('<i>Nature</i>');
    expect(reference!.bibkey).toBe('lecun2015deep');
  });

  it('IEEE: numbered, initials first, quoted title, "in" before the proceedings', () => {
    expect(texts('ieee', [journalArticle, conferencePaper])).toEqual([
      '[1] Y. LeCun, Y. Bengio, and G. Hinton, “Deep learning,” Nature, vol. 521, no. 7553, pp. 436–444, May 2015, doi: 10.1038/nature14539.',
      '[2] A. Vaswani, N. Shazeer, N. Parmar, and J. Uszkoreit, “Attention is all you need,” in Proceedings of the 31st International Conference on Neural Information Processing Systems, Long Beach, CA, 2017, pp. 6000–6010.',
    ]);
  });

  it('MLA 9: first author inverted, et al. from three authors, title case in quotes', () => {
    expect(texts('modern-language-association', [journalArticle])).toEqual([
      'LeCun, Yann, et al. “Deep Learning.” Nature, vol. 521, no. 7553, May 2015, pp. 436–44, https://doi.org/10.1038/nature14539.',
    ]);
  });

  it('Chicago author-date: year after the authors, the arXiv preprint with its link', () => {
    expect(texts('chicago-author-date', [arxivPreprint])).toEqual([
      'Devlin, Jacob, Ming-Wei Chang, Kenton Lee, and Kristina Toutanova. 2018. “BERT: Pre-Training of Deep Bidirectional Transformers for Language Understanding.” arXiv. https://arxiv.org/abs/1810.04805.',
    ]);
  });

  it('BibTeX’s "and others" is "et al." / "等" in GB/T 7714 and no name "others" anywhere', () => {
    const cutShort = [
      { ...journalArticle, authors: [...journalArticle.authors.slice(0, 2), { family: 'others' }] },
      { ...chineseArticle, authors: [...chineseArticle.authors.slice(0, 1), { family: 'others' }] },
    ];
    const [western, chinese] = texts('gb-t-7714-2015-numeric', cutShort);
    expect(western).toMatch(/^\[1\] LECUN Y, BENGIO Y, et al\. /);
    expect(chinese).toMatch(/^\[2\] \S+, 等\. /);
    for (const id of ['apa', 'ieee', 'modern-language-association', 'chicago-author-date'])
      for (const text of texts(id, cutShort)) expect(text).not.toMatch(/others/i);
  });

  it('an empty list formats to nothing', () => {
    expect(formatReferences([], style('apa'))).toEqual([]);
  });

  // 8 styles × 4 words × 3 papers: longer than the default 5 s on a busy machine.
  it(
    'formats names (of any name variable), types, dates and languages citeproc threw on (schema fuzz)',
    { timeout: 30_000 },
    () => {
      for (const { id } of CITATION_STYLES) {
        for (const word of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
          const papers = [
            {
              ...journalArticle,
              authors: [
                { given: word, family: 'Lee' },
                { given: 'Ann', family: word },
              ],
            },
            { ...conferencePaper, authors: [{ name: word }], language: word },
            {
              ...chineseArticle,
              csl: {
                type: word,
                editor: [{ family: word }],
                translator: [{ literal: word }],
                // a range whose ends differ in length, and a month no calendar has (schema fuzz)
                issued: { 'date-parts': [[2020, 5], [2021]] },
                accessed: { 'date-parts': [[2021, 13, 40]] },
              },
            },
          ];
          const entries = formatReferences(papers, style(id));
          expect(entries, `${id} ${word}`).toHaveLength(3);
          expect(entries.map((e) => e.text).join(' ')).toContain(word === '__proto__' ? 'proto' : word.slice(1));
        }
      }
    },
  );
});
