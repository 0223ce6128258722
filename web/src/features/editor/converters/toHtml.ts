import { getHTMLFromFragment, getSchema } from '@tiptap/core';
import { Node } from '@tiptap/pm/model';
import katex from 'katex';
import { editorExtensions } from '../extensions/editorExtensions';
import type { NoteCitations } from '../citations/noteCitations';
import { referencesHeading } from '../citations/noteCitations';
import type { PmNode } from './pmJson';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The document's body as HTML, with math rendered by KaTeX (MathML included, so it reads without scripts). */
export function toHtmlBody(doc: PmNode): string {
  const schema = getSchema(editorExtensions());
  const html = getHTMLFromFragment(Node.fromJSON(schema, doc).content, schema);
  const container = document.createElement('div');
  container.innerHTML = html;
  for (const element of container.querySelectorAll<HTMLElement>('[data-type="mathInline"], [data-type="mathBlock"]')) {
    element.innerHTML = katex.renderToString(element.dataset.latex ?? '', {
      displayMode: element.dataset.type === 'mathBlock',
      throwOnError: false,
    });
  }
  return container.innerHTML;
}

/** The bibliography as a section that import recognises (and leaves out: it is generated, not written). */
function bibliographySection(doc: PmNode, citations: NoteCitations | null): string {
  if (!citations?.bibliography.length) return '';
  // citeproc's HTML (italic titles; it escapes the reference's own text), else the plain text.
  const entries = citations.bibliography.map(
    (entry) => `<li id="ref-${escapeHtml(entry.bibkey)}">${entry.html || escapeHtml(entry.text)}</li>`,
  );
  return `<section data-type="bibliography"><h2>${referencesHeading(doc)}</h2><ol class="references">${entries.join('')}</ol></section>`;
}

/**
 * A standalone HTML file: the body (citations as their rendered labels), the KaTeX stylesheet,
 * footnote numbering, the footnote list and the bibliography in the note's style.
 */
export function toHtml(
  doc: PmNode,
  title: string,
  footnotes: string[],
  citations: NoteCitations | null = null,
): string {
  const list = footnotes.map((text) => `<li>${escapeHtml(text)}</li>`).join('');
  return `<!doctype html>
<html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/katex@0.16/dist/katex.min.css">
<style>body{max-width:46rem;margin:2rem auto;font-family:Georgia,serif;line-height:1.6}table{border-collapse:collapse}td,th{border:1px solid #999;padding:4px 8px}body{counter-reset:fn}sup.footnote-ref::after{counter-increment:fn;content:counter(fn)}ol.references{list-style:none;padding:0}ol.references li{padding-left:2em;text-indent:-2em;margin:.4em 0}</style>
</head><body><h1>${escapeHtml(title)}</h1>
${toHtmlBody(doc)}
${list ? `<hr><ol>${list}</ol>` : ''}
${bibliographySection(doc, citations)}
</body></html>
`;
}
