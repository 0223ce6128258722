import { Mark } from '@tiptap/core';

function scriptMark(name: 'subscript' | 'superscript', tag: 'sub' | 'sup', shortcut: string) {
  return Mark.create({
    name,
    excludes: name === 'subscript' ? 'superscript' : 'subscript',
    parseHTML: () => [{ tag }],
    renderHTML: ({ HTMLAttributes }) => [tag, HTMLAttributes, 0],
    addKeyboardShortcuts() {
      return { [shortcut]: () => this.editor.commands.toggleMark(name) };
    },
  });
}

/** Subscript (H₂O), Mod-, . */
export const Subscript = scriptMark('subscript', 'sub', 'Mod-,');
/** Superscript (x²), Mod-. . */
export const Superscript = scriptMark('superscript', 'sup', 'Mod-.');
