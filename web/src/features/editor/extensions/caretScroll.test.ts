import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Editor } from '@tiptap/core';
import { NodeSelection, TextSelection } from '@tiptap/pm/state';
import { editorExtensions } from './editorExtensions';
import { isWithin } from './caretScroll';

const DOC = {
  type: 'doc',
  content: [
    { type: 'paragraph', content: [{ type: 'text', text: 'A paragraph of text.' }] },
    { type: 'codeBlock', content: [{ type: 'text', text: 'const x = 1;' }] },
    { type: 'paragraph', content: [{ type: 'mathInline', attrs: { latex: 'x' } }] },
  ],
};

// jsdom lays nothing out: the scrolling area is at 100–600 px on screen, the window 800 px high.
const SCROLLER = { top: 100, bottom: 600, left: 0, right: 700 };
let scroller: HTMLDivElement;
let editor: Editor;
let caret: { top: number; bottom: number; left: number; right: number };

beforeEach(() => {
  scroller = document.createElement('div');
  scroller.style.overflowY = 'auto';
  scroller.getBoundingClientRect = () => ({ ...SCROLLER, x: 0, y: 100, width: 700, height: 500, toJSON: () => ({}) });
  for (const [size, value] of Object.entries({
    clientHeight: 500,
    offsetHeight: 500,
    clientWidth: 700,
    offsetWidth: 700,
  }))
    Object.defineProperty(scroller, size, { value });
  document.body.append(scroller);
  vi.stubGlobal('visualViewport', { width: 1000, height: 800 });
  editor = new Editor({ element: scroller, extensions: editorExtensions(), content: DOC });
  caret = { top: 200, bottom: 220, left: 50, right: 50 };
  editor.view.coordsAtPos = () => caret;
});
afterEach(() => {
  editor.destroy();
  scroller.remove();
  vi.unstubAllGlobals();
});

/** What ProseMirror asks before its own walk over the caret's ancestors: true means "handled". */
const handled = () => editor.view.someProp('handleScrollToSelection', (f) => f(editor.view)) ?? false;
const select = (pos: number) =>
  editor.view.dispatch(editor.state.tr.setSelection(TextSelection.create(editor.state.doc, pos)));

describe('caretScroll', () => {
  it('skips ProseMirror’s walk while the caret is inside the scrolling area and the window', () => {
    select(3);
    expect(handled()).toBe(true);
  });

  it('leaves the scrolling to ProseMirror when the caret is past an edge', () => {
    select(3);
    caret = { top: 595, bottom: 615, left: 50, right: 50 };
    expect(handled()).toBe(false);
    caret = { top: 90, bottom: 110, left: 50, right: 50 };
    expect(handled()).toBe(false);
    caret = { top: 200, bottom: 220, left: 710, right: 710 };
    expect(handled()).toBe(false);
  });

  it('leaves it to ProseMirror in a code block, which scrolls sideways itself, and for a node selection', () => {
    select(25);
    expect(editor.state.selection.$head.parent.type.name).toBe('codeBlock');
    expect(handled()).toBe(false);
    const mathAt = editor.state.doc.content.size - 2;
    editor.view.dispatch(editor.state.tr.setSelection(NodeSelection.create(editor.state.doc, mathAt)));
    expect(handled()).toBe(false);
  });

  it('compares every side', () => {
    const box = { top: 0, bottom: 10, left: 0, right: 10 };
    expect(isWithin({ top: 0, bottom: 10, left: 0, right: 10 }, box)).toBe(true);
    expect(isWithin({ top: -1, bottom: 5, left: 1, right: 2 }, box)).toBe(false);
    expect(isWithin({ top: 1, bottom: 11, left: 1, right: 2 }, box)).toBe(false);
    expect(isWithin({ top: 1, bottom: 5, left: -1, right: 2 }, box)).toBe(false);
    expect(isWithin({ top: 1, bottom: 5, left: 1, right: 11 }, box)).toBe(false);
  });
});
