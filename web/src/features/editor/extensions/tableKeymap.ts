import { Extension, type Editor } from '@tiptap/core';
import { addRowAfter, goToNextCell, isInTable } from '@tiptap/pm/tables';

/**
 * Moves to the next (1) or previous (-1) cell; Tab in the last cell first adds a row. Inside a table
 * the key is always taken, even in the first cell going back: a Tab the browser handled would move
 * focus out of the editor (onto the AI panel's buttons) and the next keystrokes would land there.
 */
export function moveToCell(editor: Editor, direction: 1 | -1): boolean {
  if (!isInTable(editor.state)) return false;
  const toNext = editor.commands.command(({ state, dispatch }) => goToNextCell(direction)(state, dispatch));
  if (toNext || direction === -1) return true;
  editor
    .chain()
    .command(({ state, dispatch }) => addRowAfter(state, dispatch))
    .command(({ state, dispatch }) => goToNextCell(1)(state, dispatch))
    .scrollIntoView()
    .run();
  return true;
}

/**
 * Tab and Shift-Tab in tables. Registered after the starter kit, so a list inside a cell still gets
 * Tab first (to indent an item) and only a Tab the list did not use moves to the next cell.
 */
export const TableKeymap = Extension.create({
  name: 'tableKeymap',
  addKeyboardShortcuts() {
    return {
      Tab: () => moveToCell(this.editor, 1),
      'Shift-Tab': () => moveToCell(this.editor, -1),
    };
  },
});
