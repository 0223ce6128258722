import { attr, bibkeys, locators, type PmNode } from './pmJson';

/** A mark as the document's JSON holds it. */
export type PmMark = NonNullable<PmNode['marks']>[number];

/** Stands between paragraphs in a flow of parsed nodes until the flow is grouped into blocks. */
export const PARAGRAPH_BREAK: PmNode = { type: 'paragraphBreak' };

const INLINE = new Set(['text', 'hardBreak', 'mathInline', 'footnote', 'citation']);

// The schema's mark order; ProseMirror rejects a text whose marks are listed out of it.
const MARK_ORDER = ['link', 'bold', 'code', 'italic', 'strike', 'underline', 'subscript', 'superscript'];

/** Marks with one more (replacing one of its type); code takes no other mark, as in the editor. */
export function withMark(marks: PmMark[], mark: PmMark): PmMark[] {
  if (marks.some((m) => m.type === 'code')) return marks;
  if (mark.type === 'code') return [mark];
  return [...marks.filter((m) => m.type !== mark.type), mark].sort(
    (a, b) => MARK_ORDER.indexOf(a.type) - MARK_ORDER.indexOf(b.type),
  );
}

/** A text node; no `marks` key when there are none, as the editor writes it. */
export function textNode(text: string, marks: PmMark[]): PmNode {
  return { type: 'text', text, ...(marks.length > 0 ? { marks } : {}) };
}

const CJK = '\\p{Script=Han}\\u3000-\\u303f\\uff00-\\uffef';
// TeX (with xeCJK) sets no space for a line break between Chinese characters.
const CJK_LINE_BREAK = new RegExp(`(?<=[${CJK}])[ \\t]*\\n[ \\t]*(?=[${CJK}])`, 'gu');
const LIGATURES: [RegExp, string][] = [
  [/---/g, '—'],
  [/--/g, '–'],
  [/``/g, '“'],
  [/''/g, '”'],
  [/`/g, '‘'],
];

/** Source text as it reads: TeX's dash and quote ligatures (none in code), each run of spaces one space. */
export function sourceText(raw: string, isCode: boolean): string {
  let text = raw.replace(CJK_LINE_BREAK, '');
  if (!isCode) for (const [pattern, char] of LIGATURES) text = text.replace(pattern, char);
  // Not \s: a no-break space (from `~`) is meant.
  return text.replace(/[ \t\r\n]+/g, ' ');
}

const sameMarks = (a: PmNode, b: PmNode) => JSON.stringify(a.marks ?? []) === JSON.stringify(b.marks ?? []);

/** Inline nodes joined where their marks agree, with no double spaces and no space at either end. */
export function tidyInline(nodes: PmNode[]): PmNode[] {
  const out: PmNode[] = [];
  for (const node of nodes) {
    const last = out.at(-1);
    if (node.type === 'text' && last?.type === 'text' && sameMarks(last, node)) last.text += node.text ?? '';
    else out.push({ ...node });
  }
  let afterSpace = true;
  for (const node of out) {
    if (node.type !== 'text') {
      afterSpace = node.type === 'hardBreak';
      continue;
    }
    if (afterSpace) node.text = (node.text ?? '').replace(/^ +/, '');
    if (node.text) afterSpace = node.text.endsWith(' ');
  }
  while (out.at(-1)?.type === 'text') {
    const last = out.at(-1)!;
    last.text = (last.text ?? '').trimEnd();
    if (last.text) break;
    out.pop();
  }
  return out.filter((node) => node.type !== 'text' || node.text);
}

/** A flow of nodes as blocks: inline runs between breaks and blocks become paragraphs; empty ones go. */
export function toBlocks(items: PmNode[]): PmNode[] {
  const blocks: PmNode[] = [];
  let run: PmNode[] = [];
  const flush = () => {
    const content = tidyInline(run);
    if (content.length > 0) blocks.push({ type: 'paragraph', content });
    run = [];
  };
  for (const item of items) {
    if (item === PARAGRAPH_BREAK) flush();
    else if (INLINE.has(item.type)) run.push(item);
    else {
      flush();
      blocks.push(item);
    }
  }
  flush();
  return blocks;
}

/** The inline nodes of a flow, for a title: blocks and breaks have no place there. */
export function inlineOnly(items: PmNode[]): PmNode[] {
  return tidyInline(items.filter((item) => INLINE.has(item.type)));
}

/** A flow as one line of plain text, for a footnote or a locator: math as `$…$`, citations by key. */
export function plainLine(items: PmNode[]): string {
  const text = (node: PmNode): string => {
    if (node.type === 'text') return node.text ?? '';
    if (node.type === 'mathInline' || node.type === 'mathBlock') return `$${attr(node, 'latex')}$`;
    if (node.type === 'citation') return `[${bibkeys(node).join('; ')}]`;
    return ` ${(node.content ?? []).map(text).join('')} `;
  };
  return items
    .map(text)
    .join('')
    .replace(/[\s\u00a0]+/g, ' ')
    .trim();
}

/** The nodes one stretch of source makes, with the text not yet turned into a node. */
export class Flow {
  readonly nodes: PmNode[] = [];
  private text = '';

  constructor(public marks: PmMark[]) {}

  addText(text: string): void {
    this.text += text;
  }

  /** Adds nodes; a citation right after a citation joins it (`\cite{a}\cite[p. 3]{b}` is one group). */
  add(...nodes: PmNode[]): void {
    const hadText = this.flushText();
    for (const node of nodes) {
      const last = this.nodes.at(-1);
      if (!hadText && node.type === 'citation' && last?.type === 'citation' && last.attrs && node.attrs) {
        last.attrs = {
          ...last.attrs,
          bibkeys: [...bibkeys(last), ...bibkeys(node)],
          locators: [...locators(last), ...locators(node)],
        };
      } else this.nodes.push(node);
    }
  }

  /** Switches the style for the rest of this stretch. */
  setMarks(marks: PmMark[]): void {
    this.flushText();
    this.marks = marks;
  }

  finish(): PmNode[] {
    this.flushText();
    return this.nodes;
  }

  private flushText(): boolean {
    const text = sourceText(
      this.text,
      this.marks.some((m) => m.type === 'code'),
    );
    this.text = '';
    if (text) this.nodes.push(textNode(text, this.marks));
    return text !== '';
  }
}
