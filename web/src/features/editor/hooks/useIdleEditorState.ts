import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Editor } from '@tiptap/core';
import { whenIdle, type Cancel } from '../../../lib/whenIdle';

// Toolbar states may trail the text by a moment; they must not be computed inside a keystroke.
const IDLE_TIMEOUT_MS = 150;

function shallowEqual<T>(a: T, b: T): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const keys = Object.keys(a) as (keyof T)[];
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}

/**
 * What `selector` reads from the editor (active marks, whether undo is possible…), recomputed once
 * the browser is idle after a burst of transactions instead of synchronously in every one, as
 * TipTap's useEditorState does: in a long document that work would delay the frame showing the
 * keystroke. Re-renders only when the selected value changes (shallow comparison).
 */
export function useIdleEditorState<T>(editor: Editor, selector: (editor: Editor) => T): T {
  const [value, setValue] = useState(() => selector(editor));
  const selectorRef = useRef(selector);
  useLayoutEffect(() => {
    selectorRef.current = selector;
  });
  useEffect(() => {
    let cancel: Cancel | undefined;
    const recompute = () => {
      cancel = undefined;
      if (editor.isDestroyed) return;
      const next = selectorRef.current(editor);
      setValue((previous) => (shallowEqual(previous, next) ? previous : next));
    };
    const schedule = () => {
      cancel ??= whenIdle(recompute, IDLE_TIMEOUT_MS);
    };
    editor.on('transaction', schedule);
    return () => {
      editor.off('transaction', schedule);
      cancel?.();
    };
  }, [editor]);
  return value;
}
