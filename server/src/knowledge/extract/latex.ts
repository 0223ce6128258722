import { markdownToBlocks } from './markdown.js';
import type { TextBlock } from './types.js';

/** Commands whose argument is not text (labels, references, files, layout) and goes entirely. */
const DROPPED =
  /\\(?:label|ref|eqref|pageref|cref|Cref|cite[a-zA-Z]*|includegraphics|bibliographystyle|bibliography|usepackage|documentclass|input|include|vspace|hspace|setlength|newcommand|renewcommand|url|maketitle|tableofcontents)\*?(?:\[[^\]]*\])*(?:\{[^{}]*\})*/g;
const MATH_ENVIRONMENTS = 'equation|align|eqnarray|gather|multline|displaymath|math';

/**
 * LaTeX source reduced to its text: sectioning commands become headings, the bibliography's
 * items paragraphs, formatting commands give up their argument, everything else is dropped.
 * Not a TeX interpreter — macros defined by the author are not expanded.
 */
export function latexToBlocks(source: string): { blocks: TextBlock[]; title?: string; author?: string } {
  const text = source.replace(/(?<!\\)%.*$/gm, '');
  const title = argument(text, 'title');
  const author = argument(text, 'author');
  const body = /\\begin\{document\}([\s\S]*?)(?:\\end\{document\}|$)/.exec(text)?.[1] ?? text;
  const markdown = body
    .replace(new RegExp(`\\\\begin\\{(${MATH_ENVIRONMENTS})\\*?\\}[\\s\\S]*?\\\\end\\{\\1\\*?\\}`, 'g'), '\n')
    .replace(/\\\[[\s\S]*?\\\]|\$\$[\s\S]*?\$\$/g, '\n')
    .replace(/\\begin\{thebibliography\}(?:\{[^}]*\})?/g, '\n\n# References\n\n')
    .replace(/\\begin\{abstract\}/g, '\n\n# Abstract\n\n')
    .replace(
      /\\(?:part|chapter|section|subsection|subsubsection|paragraph)\*?(?:\[[^\]]*\])?\{((?:[^{}]|\{[^{}]*\})*)\}/g,
      '\n\n# $1\n\n',
    )
    .replace(/\\(?:bibitem|item)(?:\[[^\]]*\])?(?:\{[^}]*\})?/g, '\n\n')
    .replace(/\\(?:begin|end)\{[^}]*\}(?:\[[^\]]*\])?/g, '\n\n')
    .replace(DROPPED, '')
    .replace(/\\\\(?:\[[^\]]*\])?/g, '\n')
    .replace(/\\([%&$#_{}])/g, '$1')
    .replace(/~/g, ' ')
    .replace(/``|''/g, '"')
    .replace(/---/g, '—')
    .replace(/--/g, '–');
  return {
    ...markdownToBlocks(stripCommands(markdown)),
    title: title && stripCommands(title),
    author: author && stripCommands(author),
  };
}

/** Unwraps formatting commands (keeping their argument), then drops the remaining commands and braces. */
function stripCommands(text: string): string {
  let out = text;
  let previous = '';
  // Innermost first, until nested arguments are all unwrapped.
  while (out !== previous) {
    previous = out;
    out = out.replace(/\\[a-zA-Z]+\*?(?:\[[^\]]*\])?\{([^{}]*)\}/g, '$1');
  }
  return out
    .replace(/\\[a-zA-Z]+\*?/g, '')
    .replace(/[{}$]/g, '')
    .replace(/[ \t]+/g, ' ');
}

function argument(text: string, command: string): string | undefined {
  const match = new RegExp(`\\\\${command}(?:\\[[^\\]]*\\])?\\{((?:[^{}]|\\{[^{}]*\\})*)\\}`).exec(text);
  return match?.[1]?.replace(/\s+/g, ' ').trim();
}
