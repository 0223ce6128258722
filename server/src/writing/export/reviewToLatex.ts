import { escapeLatex } from '@inkstone/shared/latex';
import { extractCitations } from '../citations/extractCitations.js';

const HEADINGS: Record<number, string> = { 1: 'section', 2: 'section', 3: 'subsection', 4: 'subsubsection' };

/** `\cite{a,b}`; works with a page are cited one by one, the page as \cite's optional note. */
function cite(keys: readonly string[], locators: ReadonlyArray<string | null> | undefined): string {
  if (!locators) return `\\cite{${keys.join(',')}}`;
  return keys
    .map((key, i) =>
      locators[i] ? `\\cite[${escapeLatex(locators[i]).replace('. ', '.~')}]{${key}}` : `\\cite{${key}}`,
    )
    .join(', ');
}

/** Inline Markdown of one line → LaTeX: text escaped, **bold** / *italic*, `[@a; @b]` → \cite{a,b}. */
function inline(text: string): string {
  let out = '';
  let at = 0;
  const plain = (s: string) =>
    escapeLatex(s)
      .replace(/\*\*([^*]+)\*\*/g, '\\textbf{$1}')
      .replace(/\*([^*]+)\*/g, '\\emph{$1}');
  for (const mark of extractCitations(text)) {
    if (mark.kind !== 'key') continue;
    out += plain(text.slice(at, mark.start)) + cite(mark.keys, mark.locators);
    at = mark.end;
  }
  return out + plain(text.slice(at));
}

/**
 * A review's sections (Markdown citing as `[@key]`) as a LaTeX body: headings become \section /
 * \subsection, citations \cite{key} against the .bib of the cited papers, ending with the
 * bibliography commands. Lists and paragraphs are kept as paragraphs.
 */
export function reviewToLatex(markdown: string, bibFile: string, title: string, chinese = false): string {
  const body = markdown.split('\n').map((line) => {
    const heading = /^(#{1,4})\s+(.*)$/.exec(line);
    if (heading) return `\\${HEADINGS[heading[1]!.length]}{${inline(heading[2]!.trim())}}`;
    return inline(line.replace(/^\s*[-*+]\s+/, ''));
  });
  return [
    '\\documentclass{article}',
    // ctex sets Chinese text under XeLaTeX (and pdfLaTeX); `scheme=plain` keeps an English review's
    // headings and "References" as they are, while a Chinese title or name in it still prints.
    `\\usepackage[UTF8${chinese ? '' : ', scheme=plain'}]{ctex}`,
    `\\title{${escapeLatex(title)}}`,
    '\\begin{document}',
    '\\maketitle',
    '',
    ...body,
    '',
    '\\bibliographystyle{plain}',
    `\\bibliography{${bibFile.replace(/\.bib$/, '')}}`,
    '\\end{document}',
    '',
  ].join('\n');
}
