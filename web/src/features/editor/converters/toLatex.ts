import { escapeLatex } from '@inkstone/shared/latex';
import { attr, bibkeys, hasMark, locators, plainText, tableRows, type PmNode } from './pmJson';

/** What the body needs to know about the project it is written into. */
export interface LatexBodyOptions {
  /**
   * Keys that have a `\bibitem`; a citation naming any other key is written as its text label, so
   * the document never cites what it does not define. Without it every citation is a `\cite`.
   */
  knownKeys?: ReadonlySet<string>;
  /** Image `src` → its path inside the project; an image not listed is left out with a comment. */
  imagePaths?: ReadonlyMap<string, string>;
}

const MARK_COMMANDS: [string, string][] = [
  ['code', 'texttt'],
  ['bold', 'textbf'],
  ['italic', 'emph'],
  ['underline', 'underline'],
  ['superscript', 'textsuperscript'],
  ['subscript', 'textsubscript'],
];

/**
 * A key LaTeX can take in `\cite` and `\bibitem`: characters that would break the argument or the
 * .aux line become `-`.
 */
export function latexKey(key: string): string {
  return key.replace(/[\s,{}\\%#~$&^]/g, '-');
}

/**
 * A URL for `\href`/`\url`: hyperref reads `\%` and `\#` as the characters; the few characters it
 * cannot take even so are percent-encoded, which leaves the URL the same.
 */
export function latexUrl(url: string): string {
  return url.replace(/[\\{}^\s]/g, (char) => encodeURIComponent(char)).replace(/[%#]/g, (char) => `\\${char}`);
}

function inlineText(node: PmNode): string {
  let text = escapeLatex(node.text ?? '');
  for (const [mark, command] of MARK_COMMANDS) if (hasMark(node, mark)) text = `\\${command}{${text}}`;
  const link = node.marks?.find((mark) => mark.type === 'link');
  return link ? `\\href{${latexUrl(attr(link, 'href'))}}{${text}}` : text;
}

/** A citation's label as the reader sees it in the editor, for citations that cannot be a `\cite`. */
function citationLabel(node: PmNode): string {
  const label = attr(node, 'label');
  if (label) return label;
  const locs = locators(node);
  return `[${bibkeys(node)
    .map((key, index) => (locs[index] ? `${key}, ${locs[index]}` : key))
    .join('; ')}]`;
}

/**
 * `\cite` keeps one note per command and prints it after the last label, so a locator stays with
 * its own key: keys without one share a `\cite{a,b}`, a key with one gets `\cite[p. 12]{c}`.
 */
function citation(node: PmNode, options: LatexBodyOptions): string {
  const keys = bibkeys(node);
  if (keys.some((key) => latexKey(key) !== key || (options.knownKeys && !options.knownKeys.has(key)))) {
    return escapeLatex(citationLabel(node));
  }
  const locs = locators(node);
  const cites: string[] = [];
  let run: string[] = [];
  const endRun = () => {
    if (run.length > 0) cites.push(`\\cite{${run.join(',')}}`);
    run = [];
  };
  keys.forEach((key, index) => {
    const locator = locs[index];
    if (!locator) {
      run.push(key);
      return;
    }
    endRun();
    const note = escapeLatex(locator);
    // A `]` would end the optional argument early; braces keep it inside.
    cites.push(`\\cite[${locator.includes(']') ? `{${note}}` : note}]{${key}}`);
  });
  endRun();
  return cites.join('');
}

/** Inline content; `isLine` for a cell or a title, where a line break would end the row or the title. */
function inline(nodes: PmNode[] | undefined, options: LatexBodyOptions, isLine = false): string {
  return (nodes ?? [])
    .map((node, index) => {
      switch (node.type) {
        case 'text':
          return inlineText(node);
        case 'hardBreak':
          // \newline takes no optional argument, so text starting with `[` after it stays text;
          // at the start of a paragraph it needs a line to end.
          return isLine ? ' ' : `${index === 0 ? '\\leavevmode' : ''}\\newline\n`;
        case 'mathInline': {
          const latex = attr(node, 'latex').trim();
          // `$$` would open display math.
          return latex ? `$${latex}$` : '';
        }
        case 'footnote':
          return `\\footnote{${escapeLatex(attr(node, 'text'))}}`;
        case 'citation':
          return citation(node, options);
        default:
          return inline(node.content, options, isLine);
      }
    })
    .join('');
}

const SECTIONS = ['section', 'subsection', 'subsubsection', 'paragraph', 'subparagraph', 'subparagraph'];

function heading(node: PmNode, options: LatexBodyOptions): string {
  const command = SECTIONS[Number(node.attrs?.level ?? 1) - 1] ?? 'paragraph';
  const title = inline(node.content, options, true);
  // Footnotes, math and citations in a title break the table of contents and the PDF bookmarks, which
  // take the short title instead.
  const isPlain = (node.content ?? []).every((child) => child.type === 'text');
  return isPlain ? `\\${command}{${title}}` : `\\${command}[${escapeLatex(plainText(node))}]{${title}}`;
}

/** A cell on one line: paragraphs as they are, any other block as its plain text. */
function cell(node: PmNode, options: LatexBodyOptions): string {
  return (node.content ?? [])
    .map((child) => (child.type === 'paragraph' ? inline(child.content, options, true) : escapeLatex(plainText(child))))
    .join(' ');
}

function table(node: PmNode, options: LatexBodyOptions): string {
  const { rows, hasHeader } = tableRows(node);
  const columns = Math.max(...rows.map((row) => row.length), 1);
  const line = (cells: PmNode[]) => `${cells.map((c) => cell(c, options)).join(' & ')} \\\\`;
  const body = rows.map((row, index) => (index === 0 && hasHeader ? `${line(row)}\n\\hline` : line(row)));
  return ['\\begin{tabular}{' + '|l'.repeat(columns) + '|}', '\\hline', ...body, '\\hline', '\\end{tabular}'].join(
    '\n',
  );
}

// Display environments of their own; inside \[ \] they would be an error.
const DISPLAY_ENVIRONMENT = /^\\begin\{(equation|align|gather|multline|flalign|alignat|eqnarray)\*?\}/;

function mathBlock(node: PmNode): string {
  // A blank line inside math is a paragraph break, which LaTeX refuses there.
  const latex = attr(node, 'latex')
    .trim()
    .replace(/\n\s*\n/g, '\n');
  if (!latex) return '';
  return DISPLAY_ENVIRONMENT.test(latex) ? latex : `\\[\n${latex}\n\\]`;
}

function image(node: PmNode, options: LatexBodyOptions): string {
  const src = attr(node, 'src');
  const path = options.imagePaths?.get(src);
  if (!path) {
    const shown = src.replace(/\s+/g, ' ').slice(0, 80);
    return `% Image left out (not found, or not PNG, JPEG or PDF): ${shown}${src.length > 80 ? '…' : ''}`;
  }
  return `\\begin{center}\n\\includegraphics{${path}}\n\\end{center}`;
}

function listItem(item: PmNode, options: LatexBodyOptions): string {
  const content = blocks(item.content, options);
  // `\item [x]` would read "[x]" as the item's label.
  return `  \\item ${content.startsWith('[') ? '{}' : ''}${content}`;
}

function block(node: PmNode, options: LatexBodyOptions): string {
  switch (node.type) {
    case 'heading':
      return heading(node, options);
    case 'paragraph':
      return inline(node.content, options);
    case 'blockquote':
      return `\\begin{quote}\n${blocks(node.content, options)}\n\\end{quote}`;
    case 'bulletList':
    case 'orderedList': {
      const env = node.type === 'bulletList' ? 'itemize' : 'enumerate';
      const items = (node.content ?? []).map((item) => listItem(item, options));
      return [`\\begin{${env}}`, ...items, `\\end{${env}}`].join('\n');
    }
    case 'codeBlock':
      return `\\begin{verbatim}\n${plainText(node)}\n\\end{verbatim}`;
    case 'horizontalRule':
      return '\\noindent\\rule{\\linewidth}{0.4pt}';
    case 'mathBlock':
      return mathBlock(node);
    case 'table':
      return table(node, options);
    case 'image':
      return image(node, options);
    default:
      return inline(node.content, options);
  }
}

function blocks(nodes: PmNode[] | undefined, options: LatexBodyOptions): string {
  return (nodes ?? []).map((node) => block(node, options)).join('\n\n');
}

/** The body of a document as LaTeX: sections, lists, tables, math, images, `\footnote` and `\cite`. */
export function toLatexBody(doc: PmNode, options: LatexBodyOptions = {}): string {
  return blocks(doc.content, options);
}
