import type { PmMark } from './latexText';

/** Commands that stand for a character (`\%`, `\ldots`, `\textbackslash`). */
export const SYMBOLS: Record<string, string> = {
  '%': '%',
  '&': '&',
  '#': '#',
  _: '_',
  $: '$',
  '{': '{',
  '}': '}',
  ' ': ' ',
  '\n': ' ',
  ',': '\u2009',
  textbackslash: '\\',
  textasciicircum: '^',
  textasciitilde: '~',
  textbar: '|',
  textless: '<',
  textgreater: '>',
  ldots: '…',
  dots: '…',
  textellipsis: '…',
  textendash: '–',
  textemdash: '—',
  textquoteleft: '‘',
  textquoteright: '’',
  textquotedblleft: '“',
  textquotedblright: '”',
  textdegree: '°',
  S: '§',
  copyright: '©',
  LaTeX: 'LaTeX',
  TeX: 'TeX',
  quad: '\u2003',
  qquad: '\u2003\u2003',
};
/** Accent commands → the combining mark they put on the next letter (\'e → é). */
export const ACCENTS: Record<string, string> = {
  "'": '\u0301',
  '`': '\u0300',
  '^': '\u0302',
  '"': '\u0308',
  '~': '\u0303',
  '=': '\u0304',
  '.': '\u0307',
  c: '\u0327',
  v: '\u030c',
  u: '\u0306',
  H: '\u030b',
  r: '\u030a',
};
/** A mark without attributes. */
export const mark = (type: string): PmMark => ({ type });
/** Styling commands with their text as argument (`\textbf{…}`) → the mark they give it. */
export const MARKS: Record<string, PmMark> = {
  textbf: mark('bold'),
  emph: mark('italic'),
  textit: mark('italic'),
  textsl: mark('italic'),
  underline: mark('underline'),
  uline: mark('underline'),
  texttt: mark('code'),
  sout: mark('strike'),
  textsuperscript: mark('superscript'),
  textsubscript: mark('subscript'),
};
/** Declarations that set a style for the rest of their group (`{\bfseries …}`). */
export const DECLARATIONS: Record<string, PmMark> = {
  bfseries: mark('bold'),
  bf: mark('bold'),
  itshape: mark('italic'),
  it: mark('italic'),
  em: mark('italic'),
  slshape: mark('italic'),
  ttfamily: mark('code'),
  tt: mark('code'),
};
/** Sectioning commands → their depth (a section is 2, under \part and \chapter). */
export const SECTION_DEPTH: Record<string, number> = {
  part: 0,
  chapter: 1,
  section: 2,
  subsection: 3,
  subsubsection: 4,
  paragraph: 5,
  subparagraph: 6,
};
/** The citation commands of LaTeX, natbib and biblatex. */
export const CITE =
  /^(?:[cC]ite[pt]?|citealp|citealt|citenum|[pP]arencite|[tT]extcite|[aA]utocite|[fF]ootcite|supercite)$/;
/** Commands whose arguments are not text: references, layout, definitions, the bibliography's files. */
export const DROPPED = new Set(
  (
    'label ref eqref autoref cref Cref pageref vspace hspace setlength setcounter addtocounter includegraphics ' +
    'bibliographystyle bibliography addbibresource printbibliography nocite pagestyle thispagestyle newcommand ' +
    'renewcommand providecommand newenvironment renewenvironment input include usepackage documentclass title ' +
    'author date thanks graphicspath color definecolor fontsize linespread hypersetup footnotemark cline cmidrule'
  ).split(' '),
);
/** Display math environments → the KaTeX environment that sets the same lines inside `\[ \]` (null: none needed). */
export const DISPLAY_MATH: Record<string, string | null> = {
  equation: null,
  displaymath: null,
  align: 'aligned',
  eqnarray: 'aligned',
  flalign: 'aligned',
  alignat: 'alignedat',
  gather: 'gathered',
  multline: 'gathered',
};
/** Environments whose body is code, read as written. */
export const VERBATIM = new Set(['verbatim', 'verbatim*', 'Verbatim', 'lstlisting', 'minted']);
/** How many braced arguments an environment takes after its name (tabular's column spec, …). */
export const ENVIRONMENT_ARGS: Record<string, number> = {
  tabular: 1,
  'tabular*': 2,
  tabularx: 2,
  longtable: 1,
  minipage: 1,
  multicols: 1,
  wrapfigure: 2,
  alignat: 1,
  'alignat*': 1,
};
