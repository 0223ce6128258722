import { createStore } from '../../lib/createStore';

/** How /apps/editor is laid out: whether the AI panel is open beside the note. */
export interface EditorLayout {
  isAiOpen: boolean;
}

/**
 * Shared by the page and the note editor: below the `xl` breakpoint (1536 px) the notes list and the
 * AI panel take turns, so the text column keeps at least 640 px at 1280 px with the AI panel open.
 */
export const editorLayoutStore = createStore<EditorLayout>({ isAiOpen: true });

/** Opens or closes the AI panel. */
export function toggleAiPanel(): void {
  editorLayoutStore.update((layout) => ({ ...layout, isAiOpen: !layout.isAiOpen }));
}
