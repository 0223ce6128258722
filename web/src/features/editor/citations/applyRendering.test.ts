import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Editor } from '@tiptap/core';
import type { CiteRes, PaperDto } from '@inkstone/shared/api/papers';
import { editorExtensions } from '../extensions/editorExtensions';
import { applyRendering } from './applyRendering';
import { citationPicker, closeCitationPicker } from './citationPickerStore';
import { docCitations, noteReferences } from './docCitations';
import { writeCitation } from './writeCitation';

const paper = (bibkey: string, title: string): PaperDto => ({
  bibkey,
  title,
  authors: [{ family: 'Smith', given: 'Ann' }],
  year: 2020,
  venue: 'Nature',
  abstract: 'A long abstract that no citation style prints.',
  doi: null,
  arxivId: null,
  pmid: null,
  openalexId: null,
  s2Id: null,
  url: null,
  pdfUrl: null,
  citationCount: null,
  language: 'en',
  keywords: [],
  sources: [],
  csl: { type: 'article-journal', title, abstract: 'Also in the CSL item.' },
});
const cite = (bibkeys: string[], label: string | null = null) => ({ type: 'citation', attrs: { bibkeys, label } });
const DOC = {
  type: 'doc',
  content: [
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'First ' },
        cite(['a2020']),
        { type: 'text', text: ' and ' },
        cite(['b2021', 'a2020']),
      ],
    },
    { type: 'paragraph', content: [{ type: 'text', text: 'Lost ' }, cite(['gone2019'])] },
  ],
};
const TITLES = { missing: 'kept copy', unknown: 'not found' };
const rendering = (over: Partial<CiteRes> = {}): CiteRes => ({
  style: 'ieee',
  kind: 'numeric',
  labels: ['[1]', '[1], [2]', '[3]'],
  bibliography: [
    { bibkey: 'a2020', text: '[1] A', html: 'A', isMissing: false },
    { bibkey: 'b2021', text: '[2] B', html: 'B', isMissing: false },
    { bibkey: 'gone2019', text: '[3] G', html: 'G', isMissing: true },
  ],
  papers: [paper('a2020', 'Fresh A'), paper('b2021', 'Fresh B')],
  unknown: [],
  ...over,
});

let editor: Editor;
beforeEach(() => {
  editor = new Editor({ extensions: editorExtensions(), content: DOC });
});
afterEach(() => {
  editor.destroy();
  closeCitationPicker();
});

const labels = () => docCitations(editor.state.doc).map((citation) => citation.label);

describe('applyRendering', () => {
  it('writes each citation its label and keeps copies of exactly the cited references, without the abstract', () => {
    applyRendering(editor, docCitations(editor.state.doc), rendering(), TITLES);
    expect(labels()).toEqual(['[1]', '[1], [2]', '[3]']);
    const copies = noteReferences(editor.state.doc);
    expect(copies.map((copy) => [copy.bibkey, copy.title])).toEqual([
      ['a2020', 'Fresh A'],
      ['b2021', 'Fresh B'],
    ]);
    expect(copies.every((copy) => copy.abstract === null && !('abstract' in (copy.csl ?? {})))).toBe(true);
    expect(editor.getHTML()).toContain('[1], [2]');
  });

  it("is not undone by undo: undo takes back the writer's edits only", () => {
    editor.commands.insertContentAt(1, 'Typed ');
    applyRendering(editor, docCitations(editor.state.doc), rendering(), TITLES);
    editor.commands.undo();
    expect(editor.state.doc.textContent).not.toContain('Typed');
    expect(labels()).toEqual(['[1]', '[1], [2]', '[3]']);
  });

  it('flags citations of references gone from the library or found nowhere', () => {
    applyRendering(editor, docCitations(editor.state.doc), rendering({ unknown: ['b2021'] }), TITLES);
    const dom = editor.view.dom;
    expect(dom.querySelectorAll('.citation-missing')).toHaveLength(1);
    expect(dom.querySelector('.citation-missing')?.getAttribute('title')).toBe('kept copy');
    expect(dom.querySelectorAll('.citation-unknown')).toHaveLength(1);
    expect(dom.querySelector('.citation-unknown')?.textContent).toBe('[1], [2]');
  });
});

describe('writeCitation', () => {
  it('inserts a citation with locators at the cursor and keeps a copy of each reference', () => {
    editor.commands.setTextSelection(1);
    writeCitation(editor, [{ paper: paper('c2022', 'C'), locator: ' p. 12 ' }], null, 'ieee');
    const [first] = docCitations(editor.state.doc);
    expect(first).toMatchObject({ bibkeys: ['c2022'], locators: ['p. 12'], label: null });
    expect(noteReferences(editor.state.doc).map((copy) => copy.bibkey)).toEqual(['c2022']);
    // The first citation fixes the note's style; a later one does not change it.
    expect(editor.state.doc.attrs.citationStyle).toBe('ieee');
    writeCitation(editor, [{ paper: paper('d2023', 'D'), locator: '' }], null, 'apa');
    expect(editor.state.doc.attrs.citationStyle).toBe('ieee');
  });

  it('rewrites the citation being edited in place', () => {
    const target = docCitations(editor.state.doc)[1]!;
    writeCitation(editor, [{ paper: paper('a2020', 'A'), locator: 'chap. 2' }], target.pos, 'apa');
    expect(docCitations(editor.state.doc).map((citation) => citation.bibkeys)).toEqual([
      ['a2020'],
      ['a2020'],
      ['gone2019'],
    ]);
    expect(docCitations(editor.state.doc)[1]!.locators).toEqual(['chap. 2']);
  });
});

describe('the citation shortcut', () => {
  it('opens the picker on Ctrl+Alt+C', () => {
    const event = new KeyboardEvent('keydown', {
      key: 'c',
      code: 'KeyC',
      ctrlKey: true,
      altKey: true,
      bubbles: true,
      cancelable: true,
    });
    editor.view.someProp('handleKeyDown', (handle) => handle(editor.view, event));
    expect(citationPicker.get()).toEqual({ isOpen: true, edit: null });
  });
});
