import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Editor } from '@tiptap/core';
import { editorExtensions } from './editorExtensions';
import { citationChangesKey } from './citationChanges';

const DOC = {
  type: 'doc',
  content: [
    { type: 'paragraph', content: [{ type: 'text', text: 'Plain text here.' }] },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Cited ' },
        { type: 'citation', attrs: { bibkeys: ['a'], label: null } },
      ],
    },
  ],
};

let editor: Editor;
beforeEach(() => {
  editor = new Editor({ extensions: editorExtensions(), content: DOC });
});
afterEach(() => editor.destroy());

const version = () => citationChangesKey.getState(editor.state);
const citationPos = () => {
  let at = -1;
  editor.state.doc.descendants((node, pos) => {
    if (node.type.name === 'citation') at = pos;
  });
  return at;
};

describe('citationChanges', () => {
  it('stays put while text around the citations is typed or deleted', () => {
    editor.commands.insertContentAt(3, 'more ');
    editor.commands.deleteRange({ from: 2, to: 4 });
    editor.commands.insertContentAt(citationPos(), 'x');
    expect(version()).toBe(0);
  });

  it('moves when a citation is inserted, re-keyed or deleted, or the style changes', () => {
    editor.commands.insertContentAt(2, { type: 'citation', attrs: { bibkeys: ['b'], label: null } });
    expect(version()).toBe(1);
    editor.commands.command(({ tr }) => {
      tr.setNodeMarkup(citationPos(), undefined, { bibkeys: ['c'], locators: [], label: null });
      return true;
    });
    expect(version()).toBe(2);
    editor.commands.deleteRange({ from: citationPos(), to: citationPos() + 1 });
    expect(version()).toBe(3);
    editor.commands.command(({ tr }) => {
      tr.setDocAttribute('citationStyle', 'ieee');
      return true;
    });
    expect(version()).toBe(4);
  });

  it('ignores a label written by the rendering', () => {
    editor.commands.command(({ tr }) => {
      tr.setNodeAttribute(citationPos(), 'label', '[1]');
      return true;
    });
    expect(version()).toBe(0);
  });
});
