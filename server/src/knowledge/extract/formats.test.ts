import { describe, expect, it } from 'vitest';
import { extractDocument } from './extractDocument.js';

const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);

describe('extractDocument on text formats', () => {
  it('reads Markdown headings, lists and inline marks as text', async () => {
    const doc = await extractDocument(
      bytes('---\ntitle: "My Notes"\n---\n# Intro\n\nSome **bold** and [a link](http://x).\n\n- one\n- two\n'),
      'markdown',
    );
    expect(doc.info.title).toBe('My Notes');
    expect(doc.pages).toHaveLength(1);
    expect(doc.pages[0]?.blocks).toEqual([
      { kind: 'heading', text: 'Intro' },
      { kind: 'paragraph', text: 'Some bold and a link.' },
      { kind: 'paragraph', text: 'one' },
      { kind: 'paragraph', text: 'two' },
    ]);
  });

  it('strips HTML tags, scripts and styles, and splits pages at <hr>', async () => {
    const html =
      '<html><head><title>T</title><style>p{}</style></head><body><h1>Head</h1><p>One <b>bold</b> word.</p><script>x()</script><hr><p>Page two</p></body></html>';
    const doc = await extractDocument(bytes(html), 'html');
    expect(doc.info.title).toBe('T');
    expect(doc.pages.map((p) => p.text)).toEqual(['Head\n\nOne bold word.', 'Page two']);
  });

  it('reduces LaTeX to its text, with sections as headings and bibliography items as paragraphs', async () => {
    const tex = [
      '\\documentclass{article}\\title{A \\emph{Study}}\\author{Ada Lovelace}',
      '\\begin{document}\\maketitle',
      '\\section{Introduction}\\label{sec:intro}',
      'We show \\textbf{results}~\\cite{key} in 50\\% of cases. % a comment',
      '\\begin{equation}E = mc^2\\end{equation}',
      '\\begin{thebibliography}{9}\\bibitem{a} First entry.\\bibitem{b} Second entry.\\end{thebibliography}',
      '\\end{document}',
    ].join('\n');
    const doc = await extractDocument(bytes(tex), 'latex');
    expect(doc.info).toEqual({ title: 'A Study', author: 'Ada Lovelace' });
    expect(doc.pages[0]?.blocks).toEqual([
      { kind: 'heading', text: 'Introduction' },
      { kind: 'paragraph', text: 'We show results in 50% of cases.' },
      { kind: 'heading', text: 'References' },
      { kind: 'paragraph', text: 'First entry.' },
      { kind: 'paragraph', text: 'Second entry.' },
    ]);
  });

  it('reads plain text as paragraphs, Chinese text as Chinese', async () => {
    const doc = await extractDocument(bytes('参考文献\n\n这是一个段落，\n跨两行。'), 'text');
    expect(doc.language).toBe('zh');
    expect(doc.pages[0]?.blocks).toEqual([
      { kind: 'heading', text: '参考文献' },
      { kind: 'paragraph', text: '这是一个段落，跨两行。' },
    ]);
  });
});
