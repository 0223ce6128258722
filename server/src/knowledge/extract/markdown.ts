import { blocksFromText } from './blocksFromText.js';
import type { TextBlock } from './types.js';

/** Markdown read into blocks: `#` and underlined headings, list items as their own paragraphs. */
export function markdownToBlocks(source: string): { blocks: TextBlock[]; title?: string } {
  let text = source.replace(/\r\n?/g, '\n');
  let title: string | undefined;
  const frontMatter = /^---\n([\s\S]*?)\n---\n/.exec(text);
  if (frontMatter) {
    title = /^title:\s*["']?(.+?)["']?\s*$/m.exec(frontMatter[1] ?? '')?.[1];
    text = text.slice(frontMatter[0].length);
  }
  // Fenced code is kept as text, without its fences.
  text = text.replace(/^(```|~~~).*$/gm, '');
  const blocks: TextBlock[] = [];
  const chunks = text
    .replace(/^(.+)\n(=+|-+)[ \t]*$/gm, '# $1')
    .replace(/^[ \t]*(?:[-*+]|\d+[.)])[ \t]+/gm, '\n')
    .split(/\n(?=#{1,6}[ \t])|\n[ \t]*\n/);
  for (const chunk of chunks) {
    const heading = /^#{1,6}[ \t]+(.+?)[ \t#]*$/.exec(chunk.split('\n')[0] ?? '');
    if (heading) {
      blocks.push({ kind: 'heading', text: inline(heading[1] ?? '') });
      blocks.push(...blocksFromText(inline(chunk.split('\n').slice(1).join('\n'))));
    } else blocks.push(...blocksFromText(inline(chunk)).map((b): TextBlock => ({ kind: 'paragraph', text: b.text })));
  }
  return { blocks, title: title ?? blocks.find((b) => b.kind === 'heading')?.text };
}

/** Inline Markdown reduced to its text: images to alt text, links to their label, no marks. */
function inline(text: string): string {
  return text
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/<[^>\n]+>/g, '')
    .replace(/(\*\*|__|\*|`)(\S(?:[^\n]*?\S)?)\1/g, '$2')
    .replace(/^>[ \t]?/gm, '');
}
