import { attr, bibkeys, hasMark, locators, plainText, tableRows, type PmNode } from './pmJson';

interface Context {
  footnotes: string[];
}

function inlineText(node: PmNode): string {
  let text = (node.text ?? '').replace(/([\\*_`[\]$])/g, '\\$1');
  if (hasMark(node, 'code')) return `\`${node.text ?? ''}\``;
  if (hasMark(node, 'bold')) text = `**${text}**`;
  if (hasMark(node, 'italic')) text = `*${text}*`;
  if (hasMark(node, 'strike')) text = `~~${text}~~`;
  if (hasMark(node, 'underline')) text = `<u>${text}</u>`;
  if (hasMark(node, 'superscript')) text = `<sup>${text}</sup>`;
  if (hasMark(node, 'subscript')) text = `<sub>${text}</sub>`;
  const link = node.marks?.find((mark) => mark.type === 'link');
  if (link) text = `[${text}](${attr(link, 'href')})`;
  return text;
}

function inline(nodes: PmNode[] | undefined, ctx: Context): string {
  return (nodes ?? [])
    .map((node) => {
      switch (node.type) {
        case 'text':
          return inlineText(node);
        case 'hardBreak':
          return '  \n';
        case 'mathInline':
          return `$${attr(node, 'latex')}$`;
        case 'footnote':
          ctx.footnotes.push(attr(node, 'text'));
          return `[^${ctx.footnotes.length}]`;
        case 'citation':
          return pandocCitation(node);
        case 'image':
          return `![${attr(node, 'alt')}](${attr(node, 'src')})`;
        default:
          return inline(node.content, ctx);
      }
    })
    .join('');
}

/** A Pandoc citation: `[@key, p. 12; @other]`. */
function pandocCitation(node: PmNode): string {
  const pages = locators(node);
  return `[${bibkeys(node)
    .map((key, index) => (pages[index] ? `@${key}, ${pages[index]}` : `@${key}`))
    .join('; ')}]`;
}

function table(node: PmNode, ctx: Context): string {
  const { rows } = tableRows(node);
  const line = (cells: PmNode[]) =>
    `| ${cells
      .map((cell) =>
        (cell.content ?? [])
          .map((b) => inline(b.content, ctx))
          .join(' ')
          .replace(/\|/g, '\\|'),
      )
      .join(' | ')} |`;
  const [head = [], ...body] = rows;
  return [line(head), `| ${head.map(() => '---').join(' | ')} |`, ...body.map(line)].join('\n');
}

function indent(text: string, prefix: string): string {
  return text
    .split('\n')
    .map((line, index) => (index === 0 ? prefix + line : line ? ' '.repeat(prefix.length) + line : line))
    .join('\n');
}

function block(node: PmNode, ctx: Context): string {
  switch (node.type) {
    case 'heading':
      return `${'#'.repeat(Number(node.attrs?.level ?? 1))} ${inline(node.content, ctx)}`;
    case 'paragraph':
      return inline(node.content, ctx);
    case 'blockquote':
      return blocks(node.content, ctx)
        .split('\n')
        .map((line) => `> ${line}`.trimEnd())
        .join('\n');
    case 'bulletList':
    case 'orderedList':
      return (node.content ?? [])
        .map((item, index) => indent(blocks(item.content, ctx), node.type === 'bulletList' ? '- ' : `${index + 1}. `))
        .join('\n');
    case 'codeBlock':
      return `\`\`\`${attr(node, 'language')}\n${plainText(node)}\n\`\`\``;
    case 'horizontalRule':
      return '---';
    case 'mathBlock':
      return `$$\n${attr(node, 'latex')}\n$$`;
    case 'table':
      return table(node, ctx);
    default:
      return inline(node.content, ctx);
  }
}

function blocks(nodes: PmNode[] | undefined, ctx: Context): string {
  return (nodes ?? []).map((node) => block(node, ctx)).join('\n\n');
}

/**
 * A document as Markdown (GFM tables, `$` math, `[^n]` footnotes, Pandoc `[@key, p. 12]` citations).
 * With a bibliography file beside it, its front matter names the file, so `pandoc --citeproc` finds it.
 */
export function toMarkdown(doc: PmNode, bibliographyFile?: string): string {
  const ctx: Context = { footnotes: [] };
  const body = blocks(doc.content, ctx);
  const notes = ctx.footnotes.map((text, index) => `[^${index + 1}]: ${text}`).join('\n');
  const frontMatter = bibliographyFile ? `---\nbibliography: ${bibliographyFile}\n---\n\n` : '';
  return `${frontMatter}${body}${notes ? `\n\n${notes}` : ''}\n`;
}
