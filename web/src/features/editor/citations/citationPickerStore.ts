import { createStore } from '../../../lib/createStore';

/** The citation picker's state: closed, open to insert, or open to edit the citation at `pos`. */
export type CitationPickerState =
  { isOpen: false } | { isOpen: true; edit: { pos: number; bibkeys: string[]; locators: string[] } | null };

/**
 * One picker for the open note, opened from the toolbar, the keyboard shortcut or a double-click on
 * a citation; a store, because the shortcut lives in the editor schema and the dialog in React.
 */
export const citationPicker = createStore<CitationPickerState>({ isOpen: false });

export const openCitationPicker = (edit: { pos: number; bibkeys: string[]; locators: string[] } | null = null) =>
  citationPicker.set({ isOpen: true, edit });

export const closeCitationPicker = () => citationPicker.set({ isOpen: false });
