import { afterEach, describe, expect, it } from 'vitest';
import { Editor } from '@tiptap/core';
import { TextSelection } from '@tiptap/pm/state';
import { wordDiff } from '@inkstone/shared/wordDiff';
import { editorExtensions } from '../editor/extensions/editorExtensions';
import { applyPassageEdits, capturePassage, isPassageIntact, passageEdits } from './editorPassage';

let editor: Editor | undefined;
afterEach(() => editor?.destroy());

function editorWith(html: string): Editor {
  editor = new Editor({ element: document.createElement('div'), extensions: editorExtensions(), content: html });
  return editor;
}

function select(e: Editor, from: number, to: number) {
  e.view.dispatch(e.state.tr.setSelection(TextSelection.create(e.state.doc, from, to)));
}

describe('editor passages', () => {
  it('takes the paragraph at the cursor when nothing is selected', () => {
    const e = editorWith('<p>First paragraph.</p><p>Second one here.</p>');
    select(e, 22, 22);
    expect(capturePassage(e)?.text).toBe('Second one here.');
  });

  it('joins selected paragraphs with a line break', () => {
    const e = editorWith('<p>First paragraph.</p><p>Second one here.</p>');
    select(e, 7, 29);
    expect(capturePassage(e)?.text).toBe('paragraph.\nSecond one');
  });

  it('applies only the accepted changes, keeps formatting elsewhere, and one undo restores the original', () => {
    const e = editorWith('<p>The results was <strong>very</strong> significant and it show a trend.</p>');
    select(e, 1, e.state.doc.content.size - 1);
    const passage = capturePassage(e)!;
    expect(passage.text).toBe('The results was very significant and it show a trend.');
    const hunks = wordDiff(passage.text, 'The results were highly significant and it shows a clear trend.');
    const changeIndexes = hunks.flatMap((h, i) => (h.type === 'change' ? [i] : []));
    const accepted = new Set([changeIndexes[1], changeIndexes[2]]);
    applyPassageEdits(
      e,
      passage,
      passageEdits(hunks, (i) => accepted.has(i)),
    );
    expect(e.getText()).toBe('The results was very significant and it shows a clear trend.');
    expect(e.getHTML()).toContain('<strong>very</strong>');
    e.commands.undo();
    expect(e.getText()).toBe('The results was very significant and it show a trend.');
  });

  it('follows edits made elsewhere while the AI works, and notices edits inside the passage', () => {
    const e = editorWith('<p>Intro.</p><p>Alpha beta gamma.</p>');
    select(e, 9, 26);
    const passage = capturePassage(e)!;
    const follow = ({
      transaction,
    }: {
      transaction: { mapping: Parameters<typeof passage.mapping.appendMapping>[0] };
    }) => passage.mapping.appendMapping(transaction.mapping);
    e.on('transaction', follow);
    e.view.dispatch(e.state.tr.insertText('Longer ', 1));
    expect(isPassageIntact(e, passage)).toBe(true);
    applyPassageEdits(
      e,
      passage,
      passageEdits(wordDiff(passage.text, 'Alpha delta gamma.'), () => true),
    );
    expect(e.getText({ blockSeparator: '|' })).toBe('Longer Intro.|Alpha delta gamma.');
    e.view.dispatch(e.state.tr.insertText('X', 20));
    expect(isPassageIntact(e, passage)).toBe(false);
  });

  it('turns line breaks of the new text into paragraphs', () => {
    const e = editorWith('<p>One long paragraph.</p>');
    select(e, 1, 20);
    const passage = capturePassage(e)!;
    applyPassageEdits(
      e,
      passage,
      passageEdits(wordDiff(passage.text, 'One long\nparagraph.'), () => true),
    );
    expect(e.getJSON().content).toHaveLength(2);
    expect(e.getText({ blockSeparator: '|' })).toBe('One long|paragraph.');
  });
});
