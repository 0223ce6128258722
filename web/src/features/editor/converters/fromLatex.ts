import { Cursor, matchLength, splitTopLevel, stripComments } from './latexScan';
import { latexTable } from './latexTable';
import { Flow, inlineOnly, PARAGRAPH_BREAK, plainLine, textNode, toBlocks, withMark, type PmMark } from './latexText';
import {
  ACCENTS,
  CITE,
  DECLARATIONS,
  DISPLAY_MATH,
  DROPPED,
  ENVIRONMENT_ARGS,
  mark,
  MARKS,
  SECTION_DEPTH,
  SYMBOLS,
  VERBATIM,
} from './latexVocabulary';
import type { PmNode } from './pmJson';

const ITEM = /\\item(?![a-zA-Z@])/y;
const BLANK_LINE = /\n(?:[ \t]*\n)+[ \t]*/y;
const TEXT_RUN = /(?:[^\\{}$~\n]|\n(?![ \t]*\n))+/y;
const HARD_BREAK: PmNode = { type: 'hardBreak' };
const RULE: PmNode = { type: 'horizontalRule' };

/** Math as KaTeX takes it: labels and numbering switches have no meaning in the editor. */
function tidyMath(latex: string): string {
  return latex.replace(/\\(?:label\{[^}]*\}|nonumber\b|notag\b)/g, '').trim();
}
const mathNode = (type: 'mathInline' | 'mathBlock', latex: string): PmNode => ({
  type,
  attrs: { latex: tidyMath(latex) },
});
const orParagraph = (blocks: PmNode[]) => (blocks.length > 0 ? blocks : [{ type: 'paragraph' }]);
const unescapeUrl = (url: string) => url.trim().replace(/\\([%#_&~$])/g, '$1');

/** Reads LaTeX into the editor's nodes; `headingShift` maps section depths to heading levels. */
class LatexReader {
  constructor(private readonly headingShift: number) {}

  /** The nodes of a stretch of source, inline and block, with paragraph breaks between them. */
  flow(src: string, marks: PmMark[]): PmNode[] {
    const cursor = new Cursor(src);
    const flow = new Flow(marks);
    while (!cursor.isDone) {
      const char = cursor.peek();
      if (char === '\\') this.command(cursor, flow);
      else if (char === '{') {
        const group = cursor.group();
        if (group === null) cursor.pos++;
        else flow.add(...this.flow(group, flow.marks));
      } else if (char === '$') {
        const isDisplay = cursor.startsWith('$$');
        cursor.pos += isDisplay ? 2 : 1;
        flow.add(
          isDisplay ? mathNode('mathBlock', cursor.until('$$')) : mathNode('mathInline', cursor.untilUnescaped('$')),
        );
      } else if (char === '~') {
        cursor.pos++;
        flow.addText('\u00a0');
      } else if (char === '}') cursor.pos++;
      else if (matchLength(BLANK_LINE, src, cursor.pos) > 0) {
        cursor.pos += matchLength(BLANK_LINE, src, cursor.pos);
        flow.add(PARAGRAPH_BREAK);
      } else {
        const length = matchLength(TEXT_RUN, src, cursor.pos) || 1;
        flow.addText(src.slice(cursor.pos, cursor.pos + length));
        cursor.pos += length;
      }
    }
    return flow.finish();
  }

  private command(cursor: Cursor, flow: Flow): void {
    const name = cursor.commandName();
    if (!/^[a-zA-Z@]/.test(name)) return this.symbol(name, cursor, flow);
    cursor.star();
    const symbol = SYMBOLS[name];
    if (symbol !== undefined) {
      if (cursor.startsWith('{}')) cursor.pos += 2;
      return flow.addText(symbol);
    }
    if (ACCENTS[name]) return this.accent(name, cursor, flow);
    if (MARKS[name]) return flow.add(...this.flow(cursor.group() ?? '', withMark(flow.marks, MARKS[name])));
    if (DECLARATIONS[name]) return flow.setMarks(withMark(flow.marks, DECLARATIONS[name]));
    if (SECTION_DEPTH[name] !== undefined) return flow.add(this.heading(SECTION_DEPTH[name], cursor));
    if (CITE.test(name)) return flow.add(this.citation(cursor));
    switch (name) {
      case 'begin':
        return this.environment(cursor, flow);
      case 'par':
      case 'item':
        return flow.add(PARAGRAPH_BREAK);
      case 'newline':
      case 'linebreak':
        return flow.add(HARD_BREAK);
      case 'footnote':
        cursor.optional();
        return flow.add({ type: 'footnote', attrs: { text: plainLine(this.flow(cursor.group() ?? '', [])) } });
      case 'href': {
        const href = unescapeUrl(cursor.group() ?? '');
        return flow.add(...this.flow(cursor.group() ?? href, withMark(flow.marks, { type: 'link', attrs: { href } })));
      }
      case 'url': {
        const href = unescapeUrl(cursor.group() ?? '');
        return flow.add(textNode(href, withMark(flow.marks, { type: 'link', attrs: { href } })));
      }
      case 'verb': {
        const delimiter = cursor.src[cursor.pos++] ?? '';
        return flow.add(textNode(cursor.until(delimiter), withMark(flow.marks, mark('code'))));
      }
      case 'ensuremath':
        return flow.add(mathNode('mathInline', cursor.group() ?? ''));
      case 'rule': {
        const [width = ''] = cursor.groups();
        // Only a rule across the line is a horizontal rule; a small one is decoration.
        if (/\\(?:line|text|column)width/.test(width)) flow.add(RULE);
        return;
      }
      case 'hrule':
        return flow.add(RULE);
    }
    const groups = cursor.groups();
    // An unknown command keeps its (last) text argument: \textcolor{red}{text}, \mbox{text}.
    if (!DROPPED.has(name) && groups.length > 0) flow.add(...this.flow(groups.at(-1)!, flow.marks));
  }

  private symbol(name: string, cursor: Cursor, flow: Flow): void {
    if (name === '\\') {
      cursor.star();
      cursor.optional();
      return flow.add(HARD_BREAK);
    }
    if (name === '(') return flow.add(mathNode('mathInline', cursor.until('\\)')));
    if (name === '[') return flow.add(mathNode('mathBlock', cursor.until('\\]')));
    if (ACCENTS[name]) return this.accent(name, cursor, flow);
    flow.addText(SYMBOLS[name] ?? '');
  }

  private accent(name: string, cursor: Cursor, flow: Flow): void {
    const base = cursor.group() ?? (cursor.peek() === '\\' ? cursor.commandName() : cursor.src[cursor.pos++]);
    // \i and \j are the dotless letters an accent is put on.
    flow.addText(`${(base ?? '').replace(/^\\/, '')}${ACCENTS[name]}`.normalize('NFC'));
  }

  private heading(depth: number, cursor: Cursor): PmNode {
    cursor.optional();
    const level = Math.min(6, Math.max(1, depth - this.headingShift));
    return { type: 'heading', attrs: { level }, content: inlineOnly(this.flow(cursor.group() ?? '', [])) };
  }

  /** natbib/biblatex: `\cite[post]{…}` or `\cite[pre][post]{…}`; the postnote is the last key's locator. */
  private citation(cursor: Cursor): PmNode {
    const first = cursor.optional();
    const post = cursor.optional() ?? first;
    const bibkeys = (cursor.group() ?? '')
      .split(',')
      .map((key) => key.trim())
      .filter(Boolean);
    const locator = post ? plainLine(this.flow(post, [])) : '';
    const locators = bibkeys.map((_, index) => (index === bibkeys.length - 1 ? locator : ''));
    return { type: 'citation', attrs: { bibkeys, locators, label: null } };
  }

  private environment(cursor: Cursor, flow: Flow): void {
    const name = cursor.group() ?? '';
    if (VERBATIM.has(name)) return flow.add(codeBlock(name, cursor));
    const args: string[] = [];
    cursor.optional();
    for (let i = 0; i < (ENVIRONMENT_ARGS[name] ?? 0); i++) {
      args.push(cursor.group() ?? '');
      cursor.optional();
    }
    const body = cursor.environment(name);
    const base = name.replace(/\*$/, '');
    const display = DISPLAY_MATH[base];
    if (display !== undefined) {
      const latex = display ? `\\begin{${display}}${args.map((a) => `{${a}}`).join('')}${body}\\end{${display}}` : body;
      return flow.add(mathNode('mathBlock', latex));
    }
    switch (base) {
      case 'math':
        return flow.add(mathNode('mathInline', body));
      case 'itemize':
      case 'enumerate':
      case 'description':
        return flow.add(...this.list(base, body));
      case 'quote':
      case 'quotation':
      case 'verse':
        return flow.add({ type: 'blockquote', content: orParagraph(toBlocks(this.flow(body, []))) });
      case 'tabular':
      case 'tabularx':
      case 'longtable':
        return flow.add(...latexTable(body, (src) => toBlocks(this.flow(src, []))));
      // The bibliography is the note's own, made from its citations; pictures cannot be read.
      case 'thebibliography':
      case 'comment':
      case 'tikzpicture':
        return;
      default:
        // figure, table, center, abstract, minipage…: their content, as paragraphs of its own.
        flow.add(PARAGRAPH_BREAK, ...this.flow(body, flow.marks), PARAGRAPH_BREAK);
    }
  }

  private list(kind: string, body: string): PmNode[] {
    // Whatever stands before the first \item is not an item.
    const [, ...items] = splitTopLevel(body, (src, index) => matchLength(ITEM, src, index));
    if (items.length === 0) return [];
    const content = items.map((raw) => {
      const cursor = new Cursor(raw);
      const label = cursor.optional();
      const nodes = this.flow(raw.slice(cursor.pos), []);
      if (label !== null && kind === 'description')
        nodes.unshift(...this.flow(label, [mark('bold')]), textNode(' ', []));
      const blocks = toBlocks(nodes);
      // A list item opens with a paragraph in the editor's schema.
      if (blocks[0]?.type !== 'paragraph') blocks.unshift({ type: 'paragraph' });
      return { type: 'listItem', content: blocks };
    });
    return [
      kind === 'enumerate' ? { type: 'orderedList', attrs: { start: 1 }, content } : { type: 'bulletList', content },
    ];
  }
}

function codeBlock(name: string, cursor: Cursor): PmNode {
  const options = name === 'lstlisting' || name === 'minted' ? cursor.optional() : null;
  const language = name === 'minted' ? cursor.group() : /language=([\w+#-]+)/i.exec(options ?? '')?.[1];
  // The line breaks right after \begin and before \end are not part of the code.
  const code = cursor
    .until(`\\end{${name}}`)
    .replace(/^[ \t]*\n/, '')
    .replace(/\n[ \t]*$/, '');
  return {
    type: 'codeBlock',
    attrs: { language: language?.toLowerCase() ?? null },
    ...(code ? { content: [{ type: 'text', text: code }] } : {}),
  };
}

/**
 * A LaTeX document (its body, between \begin{document} and \end{document} when it has one) as the
 * editor's document: headings, paragraphs, styles, math, lists, quotes, code, tables, footnotes,
 * citations (keys and the postnote as the last key's locator) and links. Comments are dropped; an
 * unknown command keeps the text of its last argument; the bibliography, images and cross-references
 * are left out (a note builds its bibliography from its citations).
 */
export function fromLatex(source: string): PmNode {
  const text = stripComments(source.replace(/\r\n?/g, '\n'));
  const body = /\\begin\{document\}([\s\S]*?)(?:\\end\{document\}|$)/.exec(text)?.[1] ?? text;
  // A book or report starts at \chapter, an article at \section: either is the top heading level.
  const reader = new LatexReader(/\\chapter\*?\s*[[{]/.test(body) ? 0 : 1);
  return { type: 'doc', content: orParagraph(toBlocks(reader.flow(body, []))) };
}
