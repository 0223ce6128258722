import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { PaperDto } from '@inkstone/shared/api/papers';
import type { NoteCitations } from '../citations/noteCitations';
import { readDocx } from './fromDocx';
import { withReferenceCopies } from './importedReferences';
import { plainText, type PmNode } from './pmJson';
import { toDocx } from './toDocx';
import {
  complexField,
  fieldEnd,
  fieldStart,
  heading,
  paragraph,
  text as textRun,
  wordFile,
  ZOTERO_BIBLIOGRAPHY,
  zoteroCitation,
} from './zoteroDocx.test-fixture';

const text = (value: string): PmNode => ({ type: 'text', text: value });
const cite = (bibkeys: string[], locators: string[], label: string | null): PmNode => ({
  type: 'citation',
  attrs: { bibkeys, locators, label },
});
/** The text a reader sees: citations by their labels. */
const shown = (node: PmNode): string =>
  node.type === 'citation' ? String(node.attrs?.label ?? '') : (node.text ?? (node.content ?? []).map(shown).join(''));
const citationsIn = (node: PmNode): PmNode[] =>
  node.type === 'citation' ? [node] : (node.content ?? []).flatMap(citationsIn);

const LECUN = {
  id: 'lecun2015',
  'citation-key': 'lecun2015',
  type: 'article-journal',
  title: 'Deep learning',
  'container-title': 'Nature',
  author: [{ family: 'LeCun', given: 'Yann' }],
  issued: { 'date-parts': [[2015]] },
  DOI: '10.1038/nature14539',
};
const HE = { id: 'he2016', 'citation-key': 'he2016', type: 'paper-conference', title: 'Deep residual learning' };
const CITATIONS: NoteCitations = {
  style: 'ieee',
  isNumeric: true,
  bibtex: '',
  items: [LECUN, HE],
  bibliography: [
    { bibkey: 'lecun2015', text: '[1] Y. LeCun, “Deep learning,” Nature, 2015.', isMissing: false },
    { bibkey: 'he2016', text: '[2] K. He, “Deep residual learning,” 2016.', isMissing: false },
  ],
};
const DOC: PmNode = {
  type: 'doc',
  content: [
    {
      type: 'paragraph',
      content: [
        text('Deep nets '),
        cite(['lecun2015', 'he2016'], ['p. 437', ''], '[1, 2]'),
        text(' work; residuals help '),
        cite(['he2016'], ['chap. 3'], '[2]'),
        text('.'),
      ],
    },
  ],
};

const bytes = async (blob: Blob) => blob.arrayBuffer();

describe('DOCX citations as Zotero fields', () => {
  it('writes each citation as a ZOTERO_ITEM field with the works’ CSL-JSON, locator and label, showing its label', async () => {
    const files = unzipSync(new Uint8Array(await bytes(await toDocx(DOC, 'Note', CITATIONS))));
    const xml = strFromU8(files['word/document.xml']!);
    const codes = [...xml.matchAll(/<w:instrText[^>]*>([^<]*)<\/w:instrText>/g)].map((match) =>
      match[1]!.replace(/&quot;/g, '"').replace(/&amp;/g, '&'),
    );
    expect(codes).toHaveLength(3);
    const first = JSON.parse(/CSL_CITATION (\{.*\}) $/.exec(codes[0]!)![1]!) as Record<string, unknown>;
    expect(first).toMatchObject({
      properties: { formattedCitation: '[1, 2]', plainCitation: '[1, 2]', noteIndex: 0 },
      citationItems: [
        { id: 'lecun2015', itemData: LECUN, locator: '437', label: 'page' },
        { id: 'he2016', itemData: HE },
      ],
      schema: 'https://github.com/citation-style-language/schema/raw/master/csl-citation.json',
    });
    expect(codes[2]).toBe(' ADDIN ZOTERO_BIBL {"uncited":[],"omitted":[],"custom":[]} CSL_BIBLIOGRAPHY ');
    expect(xml).toContain('<w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t xml:space="preserve">[1, 2]</w:t>');
  });

  it('come back from an export as the same citations, and the bibliography is not imported as text', async () => {
    const { doc, references } = await readDocx(await bytes(await toDocx(DOC, 'Note', CITATIONS)));
    expect(citationsIn(doc).map((node) => node.attrs)).toEqual([
      { bibkeys: ['lecun2015', 'he2016'], locators: ['p. 437', ''], label: '[1, 2]' },
      { bibkeys: ['he2016'], locators: ['chap. 3'], label: '[2]' },
    ]);
    expect(references).toEqual([
      { key: 'lecun2015', item: LECUN },
      { key: 'he2016', item: HE },
    ]);
    expect((doc.content ?? []).map(shown)).toEqual(['Deep nets [1, 2] work; residuals help [2].']);
  });

  it('keeps a citation the note could not render as its plain text', async () => {
    const unknown = { type: 'doc', content: [{ type: 'paragraph', content: [cite(['gone'], [''], null)] }] };
    const { doc, references } = await readDocx(await bytes(await toDocx(unknown, 'Note', CITATIONS)));
    expect(citationsIn(doc)).toEqual([]);
    expect(references).toEqual([]);
    expect(plainText(doc)).toContain('[gone]');
  });
});

// As Zotero's Word plugin writes them: numeric ids, the works' uris, itemData without citation keys.
const ZOTERO_LECUN = {
  id: 42,
  uris: ['http://zotero.org/users/local/AbCdEfGh/items/ABCD1234'],
  itemData: { ...LECUN, id: 42, 'citation-key': undefined },
};
const ZOTERO_SMITH = {
  id: 7,
  uris: ['http://zotero.org/users/local/AbCdEfGh/items/WXYZ9876'],
  itemData: { id: 7, type: 'book', title: 'A history of reading', author: [{ family: 'Smith', given: 'Ann' }] },
};

describe('A Word file made with Zotero', () => {
  const file = wordFile(
    paragraph(
      textRun('Deep nets work '),
      complexField(zoteroCitation('(LeCun, 2015, p. 437)', [{ ...ZOTERO_LECUN, locator: '437', label: 'page' }]), [
        '(LeCun, 2015, ',
        'p. 437)',
      ]),
      textRun(' and are read '),
      complexField(
        zoteroCitation('(LeCun, 2015; Smith, 1999, chap. 2)', [
          ZOTERO_LECUN,
          { ...ZOTERO_SMITH, locator: '2', label: 'chapter' },
        ]),
        ['(LeCun, 2015; Smith, 1999, chap. 2)'],
      ),
      textRun('.'),
    ),
    heading('References'),
    // Zotero's bibliography: one field over every entry's paragraph.
    paragraph(fieldStart(ZOTERO_BIBLIOGRAPHY), textRun('LeCun, Y. (2015). Deep learning. Nature.')),
    paragraph(textRun('Smith, A. (1999). A history of reading.'), fieldEnd()),
  );

  it('imports with live citations: one key per work, locators, the text Zotero showed', async () => {
    const { doc, references } = await readDocx(file);
    expect(citationsIn(doc).map((node) => node.attrs)).toEqual([
      { bibkeys: ['zotero1'], locators: ['p. 437'], label: '(LeCun, 2015, p. 437)' },
      { bibkeys: ['zotero1', 'zotero2'], locators: ['', 'chap. 2'], label: '(LeCun, 2015; Smith, 1999, chap. 2)' },
    ]);
    expect(references.map((reference) => [reference.key, reference.item.title])).toEqual([
      ['zotero1', 'Deep learning'],
      ['zotero2', 'A history of reading'],
    ]);
  });

  it('leaves out the bibliography field and its heading: the note writes its own', async () => {
    const { doc } = await readDocx(file);
    expect((doc.content ?? []).map(shown)).toEqual([
      'Deep nets work (LeCun, 2015, p. 437) and are read (LeCun, 2015; Smith, 1999, chap. 2).',
    ]);
  });

  it('reads a Mendeley citation (ADDIN CSL_CITATION) in a simple field too', async () => {
    const code = zoteroCitation('[1]', [ZOTERO_SMITH]).replace('ZOTERO_ITEM CSL_CITATION', 'CSL_CITATION');
    const simple = `<w:fldSimple w:instr="${code.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}">${textRun('[1]')}</w:fldSimple>`;
    const { doc } = await readDocx(wordFile(paragraph(textRun('See '), simple)));
    expect(citationsIn(doc).map((node) => node.attrs)).toEqual([
      { bibkeys: ['zotero1'], locators: [''], label: '[1]' },
    ]);
  });

  it('gives the citations the keys and note copies the server answers; a work it could not read stays text', async () => {
    const { doc, references } = await readDocx(file);
    const paper = (bibkey: string, title: string) => ({ bibkey, title, abstract: 'long' }) as unknown as PaperDto;
    const linked = withReferenceCopies(doc, references, [paper('lecun2015deep', 'Deep learning'), null]);
    expect(citationsIn(linked).map((node) => node.attrs)).toEqual([
      { bibkeys: ['lecun2015deep'], locators: ['p. 437'], label: '(LeCun, 2015, p. 437)' },
      { bibkeys: ['lecun2015deep'], locators: [''], label: '(LeCun, 2015; Smith, 1999, chap. 2)' },
    ]);
    expect(linked.attrs?.references).toEqual([{ bibkey: 'lecun2015deep', title: 'Deep learning', abstract: null }]);
    const none = withReferenceCopies(doc, references, [null, null]);
    expect(citationsIn(none)).toEqual([]);
    expect(shown(none)).toBe(shown(doc));
  });
});
