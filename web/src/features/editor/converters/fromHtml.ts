import { generateJSON } from '@tiptap/core';
import { editorExtensions } from '../extensions/editorExtensions';
import type { PmNode } from './pmJson';

/** HTML (from Markdown or DOCX) parsed into the editor's schema; what the schema has no place for is dropped. */
export function fromHtml(html: string): PmNode {
  return generateJSON(html, editorExtensions()) as PmNode;
}

/**
 * An HTML file (e.g. one Inkstone exported) as a note: its body, without the title heading the export
 * adds nor the bibliography, which the note regenerates from its citations.
 */
export function fromHtmlFile(html: string): PmNode {
  const page = new DOMParser().parseFromString(html, 'text/html');
  const heading = page.body.firstElementChild;
  if (heading?.tagName === 'H1' && heading.textContent?.trim() === page.title.trim()) heading.remove();
  page
    .querySelectorAll('section[data-type="bibliography"], script, style, title')
    .forEach((element) => element.remove());
  return fromHtml(page.body.innerHTML);
}
