import { marked } from 'marked';
import { fromHtml } from './fromHtml';
import type { PmNode } from './pmJson';

const escapeAttr = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Pulls `[^id]: text` definitions out of the Markdown. */
function takeFootnotes(markdown: string): { body: string; notes: Map<string, string> } {
  const notes = new Map<string, string>();
  const body = markdown.replace(/^\[\^([^\]]+)\]:[ \t]*(.*)$/gm, (_, id: string, text: string) => {
    notes.set(id, text.trim());
    return '';
  });
  return { body, notes };
}

/**
 * Markdown → the editor's document. Math (`$…$`, `$$…$$`), footnotes (`[^n]`) and Pandoc citations
 * (`[@key; @other]`) are turned into the schema's own HTML before marked parses the rest.
 */
export function fromMarkdown(markdown: string): PmNode {
  const { body, notes } = takeFootnotes(markdown);
  const prepared = body
    .replace(
      /\$\$\s*([\s\S]+?)\s*\$\$/g,
      (_, latex: string) => `\n<div data-type="mathBlock" data-latex="${escapeAttr(latex)}"></div>\n`,
    )
    .replace(
      /(?<![\\$])\$([^$\n]+?)\$/g,
      (_, latex: string) => `<span data-type="mathInline" data-latex="${escapeAttr(latex)}"></span>`,
    )
    .replace(
      /\[\^([^\]]+)\]/g,
      (_, id: string) => `<sup data-type="footnote" data-text="${escapeAttr(notes.get(id) ?? '')}"></sup>`,
    )
    .replace(/\[(@[^\]]+)\]/g, (_, keys: string) => {
      const list = keys.split(';').map((key) => key.trim().replace(/^@/, ''));
      return `<span data-type="citation" data-bibkeys="${escapeAttr(list.join(','))}"></span>`;
    });
  return fromHtml(marked.parse(prepared, { async: false, gfm: true }));
}
