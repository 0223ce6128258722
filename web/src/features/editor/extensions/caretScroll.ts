import { Extension } from '@tiptap/core';
import { Plugin, TextSelection } from '@tiptap/pm/state';
import type { EditorView } from '@tiptap/pm/view';

/** The sides of a box on screen, as getBoundingClientRect and coordsAtPos give them. */
export interface ScreenRect {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** True when `inner` lies inside `outer` on every side — where ProseMirror would scroll nothing for it. */
export function isWithin(inner: ScreenRect, outer: ScreenRect): boolean {
  return (
    inner.top >= outer.top && inner.bottom <= outer.bottom && inner.left >= outer.left && inner.right <= outer.right
  );
}

/** Where a rect is on screen inside `element`'s borders and scroll bars — the box ProseMirror measures. */
function clientBox(element: HTMLElement): ScreenRect {
  const rect = element.getBoundingClientRect();
  const scaleX = rect.width / element.offsetWidth || 1;
  const scaleY = rect.height / element.offsetHeight || 1;
  return {
    top: rect.top,
    left: rect.left,
    bottom: rect.top + element.clientHeight * scaleY,
    right: rect.left + element.clientWidth * scaleX,
  };
}

// Blocks that never scroll on their own (documentSx gives code blocks and display math a sideways
// scroll bar; tables may have one): inside anything else ProseMirror's own walk decides.
const FLOWING_BLOCKS = new Set(['paragraph', 'heading', 'blockquote', 'bulletList', 'orderedList', 'listItem']);

// The editor's scrolling ancestor (the document area), found once per view: looking it up reads each
// ancestor's computed style.
const scrollers = new WeakMap<EditorView, HTMLElement | null>();

function scrollerOf(view: EditorView): HTMLElement | null {
  const known = scrollers.get(view);
  if (known?.contains(view.dom)) return known;
  let element = view.dom.parentElement;
  while (element && !/^(auto|scroll)$/.test(getComputedStyle(element).overflowY)) element = element.parentElement;
  scrollers.set(view, element);
  return element;
}

/**
 * Every typed character asks ProseMirror to scroll the caret into view, and ProseMirror answers by
 * walking all the caret's ancestors up to the page (about twenty in this layout), reading each one's
 * bounding box, sizes and computed style: ~0.5 ms of every keystroke in a long note (Chromium trace,
 * docs/benchmarks-editor.md). While the caret is inside its scrolling area and the window, that walk
 * would scroll nothing, so it is skipped; otherwise (the caret past an edge, a node selected, the caret
 * in a table or code block, no scrolling area) ProseMirror scrolls as it always does.
 */
export const CaretScroll = Extension.create({
  name: 'caretScroll',
  addProseMirrorPlugins: () => [
    new Plugin({
      props: {
        handleScrollToSelection(view) {
          const { selection } = view.state;
          if (!(selection instanceof TextSelection)) return false;
          const { $head } = selection;
          for (let depth = 1; depth <= $head.depth; depth++)
            if (!FLOWING_BLOCKS.has($head.node(depth).type.name)) return false;
          const scroller = scrollerOf(view);
          const viewport = view.dom.ownerDocument.defaultView?.visualViewport;
          if (!scroller || !viewport) return false;
          const caret = view.coordsAtPos(selection.head, 1);
          const screen = { top: 0, left: 0, bottom: viewport.height, right: viewport.width };
          return isWithin(caret, clientBox(scroller)) && isWithin(caret, screen);
        },
      },
    }),
  ],
});
