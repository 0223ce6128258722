import { createStore } from '../../lib/createStore';
import {
  clampAiWidth,
  EDITOR_LAYOUT_KEY,
  parseEditorLayout,
  serializeEditorLayout,
  type EditorLayoutPrefs,
} from './editorLayoutPrefs';

/** How /apps/editor is laid out: the remembered preferences plus the phone's notes drawer. */
export interface EditorLayout extends EditorLayoutPrefs {
  /** The notes list as a drawer (phones); not remembered, a reload opens the note itself. */
  isListDrawerOpen: boolean;
}

function load(): EditorLayoutPrefs {
  try {
    return parseEditorLayout(window.localStorage.getItem(EDITOR_LAYOUT_KEY));
  } catch {
    return parseEditorLayout(null);
  }
}

function save(layout: EditorLayout): void {
  try {
    window.localStorage.setItem(EDITOR_LAYOUT_KEY, serializeEditorLayout(layout));
  } catch {
    // Storage full or disabled (private browsing): the layout still works, it is just not remembered.
  }
}

/** Shared by the page, the header's toggles and the AI panel's resize handle. */
export const editorLayoutStore = createStore<EditorLayout>({ ...load(), isListDrawerOpen: false }, save);

/** Shows or hides the AI panel beside the text. */
export function toggleAiPanel(): void {
  editorLayoutStore.update((layout) => ({ ...layout, isAiOpen: !layout.isAiOpen }));
}

/** Shows or hides the notes list beside the text. */
export function toggleNotesList(): void {
  editorLayoutStore.update((layout) => ({ ...layout, isListOpen: !layout.isListOpen }));
}

/** Opens or closes the notes drawer of narrow screens. */
export function setNotesDrawerOpen(isListDrawerOpen: boolean): void {
  editorLayoutStore.update((layout) => ({ ...layout, isListDrawerOpen }));
}

/** Sets the AI panel's width; `max` is what the text column can give up at this window size. */
export function setAiWidth(width: number, max?: number): void {
  editorLayoutStore.update((layout) => ({ ...layout, aiWidth: clampAiWidth(width, max) }));
}
