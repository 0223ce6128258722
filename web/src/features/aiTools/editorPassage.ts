import { getTextSerializersFromSchema, type Editor } from '@tiptap/core';
import type { Node as PmNode } from '@tiptap/pm/model';
import type { Selection } from '@tiptap/pm/state';
import { closeHistory } from '@tiptap/pm/history';
import { Mapping } from '@tiptap/pm/transform';
import type { DiffHunk } from '@inkstone/shared/wordDiff';

/**
 * The text an AI tool works on, taken from the editor, with where each of its characters lives in
 * the document so that accepted changes can be written back in place (keeping the formatting of
 * everything the AI did not change).
 */
export interface EditorPassage {
  text: string;
  /** Document position where character i starts. */
  starts: number[];
  /** Document position where character i ends. */
  ends: number[];
  /** Where the passage starts and ends. */
  from: number;
  to: number;
  /** Edits made after the capture, so positions stay right if the user types elsewhere meanwhile. */
  mapping: Mapping;
}

type Serializers = ReturnType<typeof getTextSerializersFromSchema>;

function leafText(node: PmNode, pos: number, parent: PmNode | null, index: number, serializers: Serializers) {
  const serializer = serializers[node.type.name];
  if (serializer) return serializer({ node, pos, parent: parent ?? node, index, range: { from: pos, to: pos } });
  return node.type.spec.leafText?.(node) ?? '';
}

/**
 * The selected text, or the paragraph at the cursor when nothing is selected. Paragraphs are joined
 * by one line break; an inline atom (citation, formula) counts as the text it shows. Undefined when
 * there is no text there. `selection` is one taken earlier of the same document (the drawer keeps
 * the one made before it opened); by default the editor's current one.
 */
export function capturePassage(
  editor: Editor,
  selection: Selection = editor.state.selection,
): EditorPassage | undefined {
  const { doc } = editor.state;
  const from = selection.empty ? selection.$from.start() : selection.from;
  const to = selection.empty ? selection.$from.end() : selection.to;
  const serializers = getTextSerializersFromSchema(editor.schema);
  const passage: EditorPassage = { text: '', starts: [], ends: [], from, to, mapping: new Mapping() };
  let lastBlockEnd: number | undefined;
  const push = (text: string, start: number, end: number) => {
    for (const char of text) {
      passage.text += char;
      for (let i = 0; i < char.length; i++) {
        passage.starts.push(start);
        passage.ends.push(end);
      }
    }
  };
  doc.nodesBetween(from, to, (node, pos, parent, index) => {
    if (node.isTextblock) {
      const contentStart = pos + 1;
      if (lastBlockEnd !== undefined && passage.text) push('\n', lastBlockEnd, Math.max(contentStart, from));
      lastBlockEnd = pos + node.nodeSize - 1;
      return true;
    }
    if (node.isText) {
      const start = Math.max(from, pos);
      const end = Math.min(to, pos + node.nodeSize);
      for (let p = start; p < end; p++) push(node.text![p - pos]!, p, p + 1);
      return false;
    }
    if (node.isInline && node.isLeaf && pos >= from && pos < to) {
      push(leafText(node, pos, parent, index, serializers), pos, pos + node.nodeSize);
    }
    return !node.isLeaf;
  });
  return passage.text.trim() ? passage : undefined;
}

/** A change to write back: characters [start, end) of the passage become `text`. */
export interface PassageEdit {
  start: number;
  end: number;
  text: string;
}

function docRange(passage: EditorPassage, edit: PassageEdit): [number, number] {
  const map = (pos: number, assoc: number) => passage.mapping.map(pos, assoc);
  if (edit.end > edit.start) return [map(passage.starts[edit.start]!, 1), map(passage.ends[edit.end - 1]!, -1)];
  const at = edit.start < passage.starts.length ? passage.starts[edit.start]! : passage.to;
  return [map(at, 1), map(at, 1)];
}

/** Whether the passage still reads as it did when captured (the user may have edited it since). */
export function isPassageIntact(editor: Editor, passage: EditorPassage): boolean {
  const doc = editor.state.doc;
  const from = passage.mapping.map(passage.from, 1);
  const to = passage.mapping.map(passage.to, -1);
  if (to > doc.content.size || from > to) return false;
  const serializers = getTextSerializersFromSchema(editor.schema);
  const text = doc.textBetween(from, to, '\n', (leaf) => leafText(leaf, 0, null, 0, serializers));
  return text === passage.text;
}

/**
 * Writes the edits into the document as ONE transaction, so a single undo restores the original.
 * Line breaks in the new text become paragraph breaks. Edits must not overlap.
 */
export function applyPassageEdits(editor: Editor, passage: EditorPassage, edits: PassageEdit[]): void {
  const tr = editor.state.tr;
  // From the end backwards: each edit leaves the positions before it untouched.
  for (const edit of [...edits].sort((a, b) => b.start - a.start)) {
    const [from, to] = docRange(passage, edit);
    const [first, ...rest] = edit.text.split(/\n+/);
    tr.insertText(first ?? '', from, to);
    let pos = from + (first ?? '').length;
    for (const line of rest) {
      tr.split(pos);
      pos += 2;
      tr.insertText(line, pos);
      pos += line.length;
    }
  }
  // Its own undo step: not merged with typing just before it, nor with typing right after.
  editor.view.dispatch(closeHistory(tr).scrollIntoView());
  editor.view.dispatch(closeHistory(editor.state.tr));
}

/** The accepted changes of a diff of the passage's text, as edits of that text. */
export function passageEdits(hunks: readonly DiffHunk[], isAccepted: (index: number) => boolean): PassageEdit[] {
  const edits: PassageEdit[] = [];
  let offset = 0;
  hunks.forEach((hunk, index) => {
    const length = hunk.type === 'equal' ? hunk.text.length : hunk.removed.length;
    if (hunk.type === 'change' && isAccepted(index)) {
      edits.push({ start: offset, end: offset + length, text: hunk.added });
    }
    offset += length;
  });
  return edits;
}
