import { describe, expect, it } from 'vitest';
import type { Paper } from '../paper.js';
import { exportReferences } from './exportReferences.js';
import { gbtTypePapers } from './fixtures/gbtTypePapers.js';
import { journalArticle, referencePapers } from './fixtures/referencePapers.js';
import { importReferences, importReferencesYielding, type ImportedEntry } from './importReferences.js';
import { REFERENCE_FORMATS } from './referenceFormats.js';

/**
 * The imported papers without the authors and DOI their references now keep as written: the
 * fixtures are papers stored before they were kept (asWritten.test.ts checks those round trips).
 */
const papersOf = (entries: ImportedEntry[]) =>
  entries.map((entry) => {
    if (!('paper' in entry)) return entry.error;
    if (!entry.paper.csl) return entry.paper;
    const { author: _author, DOI: _doi, ...csl } = entry.paper.csl;
    return { ...entry.paper, csl };
  });
const withoutKey = ({ bibkey, ...paper }: Paper) => ({ ...paper, sources: [{ source: 'import', id: bibkey }] });

// RIS has no tag for an event's title and no preprint type (TY - JOUR comes back as a journal article).
function withoutRisGaps(paper: Paper): Paper {
  if (!paper.csl) return paper;
  const { 'event-title': _eventTitle, ...csl } = paper.csl;
  return { ...paper, csl: { ...csl, type: csl.type === 'article' ? 'article-journal' : csl.type } };
}

describe('round trips', () => {
  it.each(['bibtex', 'csljson'] as const)('%s keeps every field of the paper and its reference', (format) => {
    const entries = importReferences(exportReferences(referencePapers, format), format);
    expect(entries.map((entry) => entry.key)).toEqual(referencePapers.map((paper) => paper.bibkey));
    expect(papersOf(entries)).toEqual(referencePapers.map(withoutKey));
  });

  it('ris keeps every field it has a tag for', () => {
    const entries = importReferences(exportReferences(referencePapers, 'ris'), 'ris');
    expect(papersOf(entries)).toEqual(referencePapers.map(withoutRisGaps).map(withoutKey));
  });

  it.each(REFERENCE_FORMATS)('%s gives a paper stored before references were kept its type', (format) => {
    const { csl: _csl, ...stored } = journalArticle;
    const [entry] = importReferences(exportReferences([stored], format), format);
    expect(entry).toMatchObject({ paper: { csl: { type: 'article-journal', 'container-title': 'Nature' } } });
  });

  it('bibtex keeps the reference of every GB/T 7714 type', () => {
    const entries = importReferences(exportReferences(gbtTypePapers, 'bibtex'), 'bibtex');
    expect(papersOf(entries)).toEqual(gbtTypePapers.map(withoutKey));
  });
});

describe('BibTeX', () => {
  it('escapes LaTeX specials and braces words with inner capitals', () => {
    const bibtex = exportReferences([{ ...referencePapers[0]!, title: 'Q&A with GPT-4 at 100% on iPhone' }], 'bibtex');
    expect(bibtex).toContain('title = {{Q\\&A} with {GPT-4} at 100\\% on {iPhone}}');
    expect(papersOf(importReferences(bibtex, 'bibtex'))[0]).toMatchObject({
      title: 'Q&A with GPT-4 at 100% on iPhone',
    });
  });

  it('reports a broken entry by position and key and still reads the others, with @string macros', () => {
    const content = [
      '@string{acl = "Proceedings of ACL"}',
      '@inproceedings{good1, title={Good one}, author={Doe, Jane}, booktitle=acl, year=2020}',
      '@article{broken, title={Broken, author={X}, year=2020',
      '@misc{notitle, author={Roe, R}, year=2019}',
      '@article{scholar, title={BERT}, journal={arXiv preprint arXiv:1810.04805}, year={2018}}',
      '@misc{arxiv, title={Preprint}, eprint={2101.00001v2}, archivePrefix={arXiv}}',
    ].join('\n');
    const entries = importReferences(content, 'bibtex');
    expect(entries.map((entry) => [entry.index, entry.key, 'error' in entry])).toEqual([
      [0, 'good1', false],
      [1, 'broken', true],
      [2, 'notitle', true],
      [3, 'scholar', false],
      [4, 'arxiv', false],
    ]);
    const [good, , noTitle, scholar, arxiv] = entries;
    expect(good).toMatchObject({ paper: { venue: 'Proceedings of ACL', authors: [{ given: 'Jane', family: 'Doe' }] } });
    expect(noTitle).toMatchObject({ error: 'the entry has no title' });
    expect(scholar).toMatchObject({ paper: { arxivId: '1810.04805' } });
    expect(arxiv).toMatchObject({ paper: { arxivId: '2101.00001' } });
  });
});

describe('RIS', () => {
  it('reads records one by one, an unterminated last record included, and reports one without a title', () => {
    const content =
      'TY  - JOUR\r\nTI  - First\r\nAU  - Doe, Jane\r\nPY  - 2020\r\nDO  - https://doi.org/10.1234/ABC\r\nER  - \r\n\r\nTY  - JOUR\r\nAU  - Roe, R\r\nER  - \r\nTY  - CONF\r\nTI  - Last';
    const entries = importReferences(content, 'ris');
    expect(papersOf(entries)).toEqual([
      expect.objectContaining({ title: 'First', year: 2020, doi: '10.1234/abc' }),
      'the entry has no title',
      expect.objectContaining({ title: 'Last' }),
    ]);
  });

  it('writes long values on one line', () => {
    const ris = exportReferences(referencePapers, 'ris');
    expect(ris).toContain('TI  - BERT: Pre-training of deep bidirectional transformers for language understanding\n');
  });
});

describe('importReferencesYielding', () => {
  it('reads a file of several groups of entries like the synchronous reader', async () => {
    const content = Array.from({ length: 120 }, (_, i) => `@misc{k${i}, title={Paper ${i}}, year=2020}`).join('\n');
    const entries = await importReferencesYielding(content, 'bibtex');
    expect(entries).toEqual(importReferences(content, 'bibtex'));
    expect(entries.map((entry) => entry.key)).toEqual(Array.from({ length: 120 }, (_, i) => `k${i}`));
  });
});

describe('CSL-JSON', () => {
  it('applies the text rule to what its escapes decode to: NUL dropped, a lone surrogate replaced (schema fuzz)', () => {
    const content = String.raw`[{"id":"k\u0000ey","title":"A\u0000B \ud800","author":[{"family":"Lee\u0000","given":"\udfff"}]}]`;
    const [entry] = importReferences(content, 'csljson');
    expect(entry).toMatchObject({
      key: 'key',
      paper: { title: 'AB \ufffd', authors: [{ family: 'Lee', given: '\ufffd' }] },
    });
  });

  it('reports invalid JSON and items that are not objects', () => {
    expect(importReferences('{not json', 'csljson')).toEqual([
      { index: 0, key: null, error: 'the file is not valid JSON' },
    ]);
    expect(
      papersOf(importReferences('[1, {"id": "a", "title": "T", "author": [{"literal": "张三"}]}]', 'csljson')),
    ).toEqual(['not a CSL-JSON object', expect.objectContaining({ title: 'T', authors: [{ name: '张三' }] })]);
  });
});
