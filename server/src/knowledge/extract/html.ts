import { NodeType, parse, type HTMLElement, type Node } from 'node-html-parser';
import type { TextBlock } from './types.js';

const SKIPPED = new Set(['script', 'style', 'noscript', 'template', 'svg', 'head', 'nav', 'button', 'select']);
const BLOCK = new Set([
  'p',
  'div',
  'section',
  'article',
  'main',
  'header',
  'footer',
  'aside',
  'li',
  'ul',
  'ol',
  'dl',
  'dt',
  'dd',
  'blockquote',
  'pre',
  'table',
  'tr',
  'figure',
  'figcaption',
  'caption',
  'address',
  'body',
  'html',
]);
const CELL = new Set(['td', 'th']);

/** HTML read into blocks, split into pages at `<hr>` (how DOCX page breaks are mapped). */
export interface HtmlContent {
  pages: TextBlock[][];
  /** The document's `<title>`, else its `h1.title` (the DOCX Title paragraph), else none. */
  title?: string;
}

/** Reads the text of an HTML document as headings and paragraphs, skipping scripts and styles. */
export function htmlToBlocks(html: string): HtmlContent {
  const root = parse(html, { comment: false });
  const pages: TextBlock[][] = [[]];
  let inline = '';
  const flush = (): void => {
    const text = inline.replace(/\s+/g, ' ').trim();
    if (text) pages[pages.length - 1]?.push({ kind: 'paragraph', text });
    inline = '';
  };
  const walk = (node: Node): void => {
    for (const child of node.childNodes) {
      if (child.nodeType === NodeType.TEXT_NODE) {
        inline += child.text;
        continue;
      }
      if (child.nodeType !== NodeType.ELEMENT_NODE) continue;
      const element = child as HTMLElement;
      const tag = element.tagName?.toLowerCase() ?? '';
      if (SKIPPED.has(tag)) continue;
      if (/^h[1-6]$/.test(tag)) {
        flush();
        const text = element.text.replace(/\s+/g, ' ').trim();
        if (text) pages[pages.length - 1]?.push({ kind: 'heading', text });
      } else if (tag === 'hr') {
        flush();
        pages.push([]);
      } else if (tag === 'br') inline += '\n';
      else if (BLOCK.has(tag)) {
        flush();
        walk(element);
        flush();
      } else {
        // Table cells and inline elements stay in the running line, cells spaced apart.
        if (CELL.has(tag)) inline += ' ';
        walk(element);
      }
    }
  };
  walk(root);
  flush();
  const title = root.querySelector('title')?.text.trim() || root.querySelector('h1.title')?.text.trim() || undefined;
  return { pages: pages.filter((blocks, i) => blocks.length > 0 || i === 0), title };
}
