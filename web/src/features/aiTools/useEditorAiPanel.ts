import { useCallback, useRef, useState } from 'react';
import type { Editor } from '@tiptap/core';
import type { Selection } from '@tiptap/pm/state';
import { useStore } from '../../hooks/useStore';
import { editorLayoutStore, toggleAiPanel } from '../editor/editorLayoutStore';
import { useEditorWidth } from '../editor/useEditorWidth';

/** Where the editor's AI panel shows and how the header's toggle opens it. */
export interface EditorAiPanel {
  /** From 1280 px up the panel sits beside the text; below, it opens as a drawer over it. */
  isBeside: boolean;
  isOpen: boolean;
  /** The header's toggle: shows or hides the side panel, or opens / closes the drawer. */
  toggle: () => void;
  closeDrawer: () => void;
  /** The selection a tool works on: in the drawer, the one made before it opened. */
  selectionToUse: () => Selection;
}

/**
 * The AI panel's placement in the editor. Below 1280 px there is no room for it beside the notes list
 * and a readable text column, so the panel becomes a drawer; opening it moves focus (and, on phones,
 * the browser's selection), so the editor's selection is kept at that moment and the tools work on it.
 */
export function useEditorAiPanel(editor: Editor): EditorAiPanel {
  const isBeside = useEditorWidth() === 'wide';
  const { isAiOpen } = useStore(editorLayoutStore);
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const heldSelection = useRef<Selection | undefined>(undefined);

  const toggle = useCallback(() => {
    if (isBeside) return toggleAiPanel();
    if (!isDrawerOpen) heldSelection.current = editor.state.selection;
    setDrawerOpen(!isDrawerOpen);
  }, [editor, isBeside, isDrawerOpen]);

  const selectionToUse = useCallback(() => {
    const held = heldSelection.current;
    // A selection belongs to one version of the document; after any change it no longer applies.
    const isHeldCurrent = !isBeside && held !== undefined && held.$anchor.doc === editor.state.doc;
    return isHeldCurrent ? held : editor.state.selection;
  }, [editor, isBeside]);

  return {
    isBeside,
    isOpen: isBeside ? isAiOpen : isDrawerOpen,
    toggle,
    closeDrawer: useCallback(() => setDrawerOpen(false), []),
    selectionToUse,
  };
}
