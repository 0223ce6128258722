import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Editor } from '@tiptap/core';
import { TextSelection } from '@tiptap/pm/state';
import { editorExtensions } from './editorExtensions';

const cell = (type: string, text = '') => ({
  type,
  content: [{ type: 'paragraph', content: text ? [{ type: 'text', text }] : [] }],
});
const table = {
  type: 'table',
  content: [
    { type: 'tableRow', content: [cell('tableHeader', 'A'), cell('tableHeader', 'B')] },
    { type: 'tableRow', content: [cell('tableCell', 'C'), cell('tableCell', 'D')] },
  ],
};
const DOC = { type: 'doc', content: [{ type: 'paragraph' }, table] };

let editor: Editor;

/** Presses a key the way the browser would deliver it; true when the editor took it. */
function press(key: string, shiftKey = false): boolean {
  const event = new KeyboardEvent('keydown', { key, shiftKey, bubbles: true, cancelable: true });
  return editor.view.someProp('handleKeyDown', (handle) => handle(editor.view, event)) ?? false;
}

/** The text of the cell holding the cursor. */
function currentCellText(): string {
  const { $from } = editor.state.selection;
  for (let depth = $from.depth; depth > 0; depth--) {
    const node = $from.node(depth);
    if (node.type.spec.tableRole === 'cell' || node.type.spec.tableRole === 'header_cell') return node.textContent;
  }
  return '(outside a table)';
}

/** Puts the cursor at the end of the cell whose text is `text`. */
function cursorIn(text: string) {
  let at = -1;
  editor.state.doc.descendants((node, pos) => {
    if (node.isText && node.text === text) at = pos + node.nodeSize;
  });
  editor.view.dispatch(editor.state.tr.setSelection(TextSelection.create(editor.state.doc, at)));
}

beforeEach(() => {
  editor = new Editor({ element: document.createElement('div'), extensions: editorExtensions(), content: DOC });
});
afterEach(() => editor.destroy());

describe('Tab in a table', () => {
  it('moves to the next cell, and Shift-Tab back', () => {
    cursorIn('A');
    expect(press('Tab')).toBe(true);
    expect(currentCellText()).toBe('B');
    expect(press('Tab')).toBe(true);
    expect(currentCellText()).toBe('C');
    expect(press('Tab', true)).toBe(true);
    expect(currentCellText()).toBe('B');
  });

  it('adds a row from the last cell and moves into it, in one undoable step', () => {
    cursorIn('D');
    expect(press('Tab')).toBe(true);
    const rows = editor.getJSON().content?.[1]?.content ?? [];
    expect(rows).toHaveLength(3);
    expect(currentCellText()).toBe('');
    editor.commands.undo();
    expect(editor.getJSON().content?.[1]?.content).toHaveLength(2);
  });

  it('keeps Shift-Tab in the first cell, so focus never leaves the editor', () => {
    cursorIn('A');
    expect(press('Tab', true)).toBe(true);
    expect(currentCellText()).toBe('A');
  });

  it('leaves Tab outside a table to the browser', () => {
    editor.commands.setTextSelection(1);
    expect(press('Tab')).toBe(false);
  });
});
