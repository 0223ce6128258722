import { Extension } from '@tiptap/core';
import { tokenize } from 'linkifyjs';
import { whenIdle } from '../../../lib/whenIdle';

// Long enough to stay out of the note's opening, short enough to come before anyone types a link.
const BUILD_WITHIN_MS = 2000;

/**
 * Builds the scanner autolink detects URLs with once the browser is idle after the editor opens.
 * linkifyjs builds it on first use — a state machine of every top-level domain — and that first use
 * is the first word boundary the user types, which made that keystroke several times slower than
 * the rest. Only for the interactive editor: the preview and the converters never autolink.
 */
export const PrepareLinkDetection = Extension.create({
  name: 'prepareLinkDetection',
  onCreate() {
    const editor = this.editor;
    const build = () => {
      // The link mark resets linkifyjs when its editor is destroyed; a scanner built after that
      // would miss the next editor's protocols.
      if (!editor.isDestroyed) tokenize('');
    };
    whenIdle(build, BUILD_WITHIN_MS);
  },
});
