import { afterEach, describe, expect, it, vi } from 'vitest';
import { Editor } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { useIdleEditorState } from './useIdleEditorState';

let editor: Editor | undefined;
afterEach(() => {
  cleanup();
  editor?.destroy();
});

function newEditor(): Editor {
  editor = new Editor({ extensions: [StarterKit], content: '<p>plain text</p>' });
  return editor;
}

describe('useIdleEditorState', () => {
  it('reads the editor once at first, then after transactions — not inside them', async () => {
    const e = newEditor();
    const selector = vi.fn((ed: Editor) => ({ bold: ed.isActive('bold'), canUndo: ed.can().undo() }));
    const { result } = renderHook(() => useIdleEditorState(e, selector));
    expect(result.current).toEqual({ bold: false, canUndo: false });
    const callsBefore = selector.mock.calls.length;

    act(() => {
      e.chain().selectAll().toggleBold().run();
      e.commands.setTextSelection(3);
      e.commands.setTextSelection(4);
    });
    // Three transactions ran; none of them computed the toolbar state.
    expect(selector.mock.calls.length).toBe(callsBefore);
    await waitFor(() => expect(result.current).toEqual({ bold: true, canUndo: true }));
    // The burst was read once.
    expect(selector.mock.calls.length).toBe(callsBefore + 1);
  });

  it('keeps the same object while the selected values are unchanged', async () => {
    const e = newEditor();
    const { result } = renderHook(() => useIdleEditorState(e, (ed) => ({ bold: ed.isActive('bold') })));
    const first = result.current;
    act(() => void e.commands.insertContent(' more'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current).toBe(first);
  });

  it('stops reading the editor after unmounting', async () => {
    const e = newEditor();
    const selector = vi.fn((ed: Editor) => ed.isActive('bold'));
    const { unmount } = renderHook(() => useIdleEditorState(e, selector));
    const callsBefore = selector.mock.calls.length;
    e.commands.insertContent('x');
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(selector.mock.calls.length).toBe(callsBefore);
  });
});
