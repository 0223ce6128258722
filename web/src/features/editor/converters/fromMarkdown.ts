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

// A prefix ("see") ends in a space, so an e-mail address is no citation. Pandoc's citation key: letters, digits and _ first, then also internal punctuation (:.#$%&-+?<>~/).
const CITE_ITEM = /^(?:[^@]*\s)?@([\p{L}\p{N}_][\p{L}\p{N}_:.#$%&+?<>~/-]*)\s*,?\s*(.*)$/u;

/** `[see @doe99, pp. 33-35; @smith04]` as a citation node's HTML, or null when it is no citation. */
function citationHtml(inner: string): string | null {
  const items = inner.split(';').map((part) => CITE_ITEM.exec(part.trim()));
  if (items.some((item) => !item)) return null;
  const keys = items.map((item) => item![1]!.replace(/[.:]+$/, ''));
  const pages = items.map((item) => item![2]!.trim());
  const locators = pages.some(Boolean) ? ` data-locators="${escapeAttr(JSON.stringify(pages))}"` : '';
  return `<span data-type="citation" data-bibkeys="${escapeAttr(keys.join(','))}"${locators}></span>`;
}

/** Drops YAML front matter (Pandoc metadata such as `bibliography:`), which is no part of the text. */
const stripFrontMatter = (markdown: string) => markdown.replace(/^\s*---\n[\s\S]*?\n---\n/, '');

/**
 * Markdown → the editor's document. Math (`$…$`, `$$…$$`), footnotes (`[^n]`) and Pandoc citations
 * (`[@key; @other]`) are turned into the schema's own HTML before marked parses the rest.
 */
export function fromMarkdown(markdown: string): PmNode {
  const { body, notes } = takeFootnotes(stripFrontMatter(markdown));
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
    .replace(/\[([^\]]*@[^\]]+)\]/g, (whole, inner: string) => citationHtml(inner) ?? whole);
  return fromHtml(marked.parse(prepared, { async: false, gfm: true }));
}
