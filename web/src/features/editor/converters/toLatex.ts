import { escapeLatex } from '@inkstone/shared/latex';
import { attr, bibkeys, hasMark, plainText, tableRows, type PmNode } from './pmJson';

const MARK_COMMANDS: [string, string][] = [
  ['code', 'texttt'],
  ['bold', 'textbf'],
  ['italic', 'emph'],
  ['underline', 'underline'],
  ['superscript', 'textsuperscript'],
  ['subscript', 'textsubscript'],
];

function inlineText(node: PmNode): string {
  let text = escapeLatex(node.text ?? '');
  for (const [mark, command] of MARK_COMMANDS) if (hasMark(node, mark)) text = `\\${command}{${text}}`;
  const link = node.marks?.find((mark) => mark.type === 'link');
  return link ? `\\href{${attr(link, 'href')}}{${text}}` : text;
}

function inline(nodes: PmNode[] | undefined): string {
  return (nodes ?? [])
    .map((node) => {
      switch (node.type) {
        case 'text':
          return inlineText(node);
        case 'hardBreak':
          return '\\\\\n';
        case 'mathInline':
          return `$${attr(node, 'latex')}$`;
        case 'footnote':
          return `\\footnote{${escapeLatex(attr(node, 'text'))}}`;
        case 'citation':
          return `\\cite{${bibkeys(node).join(',')}}`;
        case 'image':
          return `\\includegraphics{${attr(node, 'src')}}`;
        default:
          return inline(node.content);
      }
    })
    .join('');
}

const SECTIONS = ['section', 'subsection', 'subsubsection', 'paragraph', 'subparagraph', 'subparagraph'];

function table(node: PmNode): string {
  const { rows, hasHeader } = tableRows(node);
  const columns = Math.max(...rows.map((row) => row.length), 1);
  const line = (cells: PmNode[]) => `${cells.map((cell) => blocks(cell.content)).join(' & ')} \\\\`;
  const body = rows.map((row, index) => (index === 0 && hasHeader ? `${line(row)}\n\\hline` : line(row)));
  return ['\\begin{tabular}{' + '|l'.repeat(columns) + '|}', '\\hline', ...body, '\\hline', '\\end{tabular}'].join(
    '\n',
  );
}

function block(node: PmNode): string {
  switch (node.type) {
    case 'heading':
      return `\\${SECTIONS[Number(node.attrs?.level ?? 1) - 1] ?? 'paragraph'}{${inline(node.content)}}`;
    case 'paragraph':
      return inline(node.content);
    case 'blockquote':
      return `\\begin{quote}\n${blocks(node.content)}\n\\end{quote}`;
    case 'bulletList':
    case 'orderedList': {
      const env = node.type === 'bulletList' ? 'itemize' : 'enumerate';
      const items = (node.content ?? []).map((item) => `  \\item ${blocks(item.content)}`);
      return [`\\begin{${env}}`, ...items, `\\end{${env}}`].join('\n');
    }
    case 'codeBlock':
      return `\\begin{verbatim}\n${plainText(node)}\n\\end{verbatim}`;
    case 'horizontalRule':
      return '\\noindent\\rule{\\linewidth}{0.4pt}';
    case 'mathBlock':
      return `\\[\n${attr(node, 'latex')}\n\\]`;
    case 'table':
      return table(node);
    default:
      return inline(node.content);
  }
}

function blocks(nodes: PmNode[] | undefined): string {
  return (nodes ?? []).map(block).join('\n\n');
}

/** The body of a document as LaTeX: sections, lists, tables, math, `\footnote` and `\cite`. */
export function toLatexBody(doc: PmNode): string {
  return blocks(doc.content);
}

/** A complete, compilable LaTeX article. */
export function toLatex(doc: PmNode, title: string): string {
  return [
    '\\documentclass{article}',
    '\\usepackage[utf8]{inputenc}',
    '\\usepackage{amsmath,amssymb,graphicx,hyperref}',
    `\\title{${escapeLatex(title)}}`,
    '\\begin{document}',
    '\\maketitle',
    '',
    toLatexBody(doc),
    '',
    '\\end{document}',
    '',
  ].join('\n');
}
