import { describe, expect, it } from 'vitest';
import { toBibtex, toBibtexEntry, toSkeletonMarkdown } from './exportFormats';
import { agentPaper } from './testRun';

describe('toBibtexEntry', () => {
  it('writes an article with authors, venue, year, DOI and escaped title', () => {
    const entry = toBibtexEntry(agentPaper('smith2021', { title: 'Q&A for 50% of {NLP}' }));
    expect(entry).toBe(
      [
        '@article{smith2021,',
        '  title = {{Q\\&A for 50\\% of NLP}},',
        '  author = {Lovelace, Ada and {张三}},',
        '  journal = {ACL},',
        '  year = {2021},',
        '  doi = {10.1000/smith2021}',
        '}',
      ].join('\n'),
    );
  });

  it('writes @misc without a venue and leaves out missing fields', () => {
    const entry = toBibtexEntry(
      agentPaper('x', { venue: null, year: null, doi: null, authors: [], arxivId: '2101.00001' }),
    );
    expect(entry).toBe('@misc{x,\n  title = {{Paper x}},\n  eprint = {2101.00001}\n}');
  });

  it('joins many entries into one file', () => {
    expect(toBibtex([agentPaper('a'), agentPaper('b')]).match(/^@article\{/gm)).toHaveLength(2);
  });
});

describe('toSkeletonMarkdown', () => {
  it('lists each section with its reason and its papers in order', () => {
    const a = agentPaper('a');
    const markdown = toSkeletonMarkdown(
      '机器翻译',
      [{ section_name: '神经机器翻译', bibkey: ['a', 'missing'], reason: 'Neural models.' }],
      { a },
    );
    expect(markdown).toBe(
      '# 机器翻译\n\n## 1. 神经机器翻译\n\n> Neural models.\n\n' +
        '- Ada Lovelace, 张三 (2021) *Paper a* ACL https://doi.org/10.1000/a [a]\n',
    );
  });
});
