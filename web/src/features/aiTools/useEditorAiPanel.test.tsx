import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { Editor } from '@tiptap/core';
import { TextSelection } from '@tiptap/pm/state';
import { editorExtensions } from '../editor/extensions/editorExtensions';
import { editorLayoutStore } from '../editor/editorLayoutStore';
import { capturePassage } from './editorPassage';
import { useEditorAiPanel } from './useEditorAiPanel';

let editor: Editor;

/** A screen `width` pixels wide, as far as min-width media queries go. */
function screenWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const minWidth = /min-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
    return {
      matches: minWidth ? width >= Number(minWidth[1]) : false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
    };
  });
}

function select(from: number, to: number) {
  editor.view.dispatch(editor.state.tr.setSelection(TextSelection.create(editor.state.doc, from, to)));
}

beforeEach(() => {
  editor = new Editor({
    element: document.createElement('div'),
    extensions: editorExtensions(),
    content: '<p>Alpha beta gamma.</p><p>Second paragraph here.</p>',
  });
  editorLayoutStore.update((layout) => ({ ...layout, isAiOpen: true }));
});
afterEach(() => {
  cleanup();
  editor.destroy();
  vi.unstubAllGlobals();
});

describe('useEditorAiPanel', () => {
  it('from 1280 px up, the toggle shows and hides the panel beside the text', () => {
    screenWidth(1280);
    const { result } = renderHook(() => useEditorAiPanel(editor));
    expect(result.current).toMatchObject({ isBeside: true, isOpen: true });
    act(() => result.current.toggle());
    expect(result.current.isOpen).toBe(false);
    expect(editorLayoutStore.get().isAiOpen).toBe(false);
  });

  it('below 1280 px, the drawer starts closed and the toggle opens and closes it without touching the side panel', () => {
    screenWidth(1279);
    const { result } = renderHook(() => useEditorAiPanel(editor));
    expect(result.current).toMatchObject({ isBeside: false, isOpen: false });
    act(() => result.current.toggle());
    expect(result.current.isOpen).toBe(true);
    act(() => result.current.closeDrawer());
    expect(result.current.isOpen).toBe(false);
    expect(editorLayoutStore.get().isAiOpen).toBe(true);
  });

  it('the drawer keeps the selection made before it opened, even if the editor loses it', () => {
    screenWidth(390);
    const { result } = renderHook(() => useEditorAiPanel(editor));
    select(7, 11);
    act(() => result.current.toggle());
    // Opening the drawer moved focus; the editor's own selection is now elsewhere.
    select(22, 22);
    expect(capturePassage(editor, result.current.selectionToUse())?.text).toBe('beta');
  });

  it('a held selection of an older document gives way to the current one', () => {
    screenWidth(390);
    const { result } = renderHook(() => useEditorAiPanel(editor));
    select(7, 11);
    act(() => result.current.toggle());
    editor.view.dispatch(editor.state.tr.insertText('New ', 1));
    select(30, 30);
    expect(capturePassage(editor, result.current.selectionToUse())?.text).toBe('Second paragraph here.');
  });
});
