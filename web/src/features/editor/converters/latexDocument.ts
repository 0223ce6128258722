import { escapeLatex } from '@inkstone/shared/latex';

/**
 * A whole article around a body. XeLaTeX with ctex, so Chinese compiles (Fandol fonts when the system
 * has no other) and English-only text is set as usual; `scheme=plain` keeps LaTeX's English layout
 * and names. The footnote package's savenotes lets a footnote in a table reach the page foot; links
 * are not boxed and URLs are set in the text font, as journals print them.
 */
export function latexDocument(title: string, body: string, bibliography: string): string {
  return [
    '% !TEX program = xelatex',
    '\\documentclass{article}',
    '\\usepackage[UTF8,scheme=plain]{ctex}',
    '\\usepackage{amsmath,amssymb}',
    '\\usepackage{graphicx}',
    // Images at their own size, shrunk to fit the page (the macros pandoc's template uses).
    '\\makeatletter',
    '\\def\\maxwidth{\\ifdim\\Gin@nat@width>\\linewidth\\linewidth\\else\\Gin@nat@width\\fi}',
    '\\def\\maxheight{\\ifdim\\Gin@nat@height>0.8\\textheight0.8\\textheight\\else\\Gin@nat@height\\fi}',
    '\\makeatother',
    '\\setkeys{Gin}{width=\\maxwidth,height=\\maxheight,keepaspectratio}',
    '\\usepackage{footnote}',
    '\\makesavenoteenv{tabular}',
    '\\usepackage[hidelinks]{hyperref}',
    '\\urlstyle{same}',
    ...(title.trim() ? [`\\title{${escapeLatex(title.trim())}}`, '\\date{}'] : []),
    '',
    '\\begin{document}',
    ...(title.trim() ? ['\\maketitle', ''] : []),
    body,
    '',
    ...(bibliography ? [bibliography, ''] : []),
    '\\end{document}',
    '',
  ].join('\n');
}
