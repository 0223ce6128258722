import {
  AlignmentType,
  Document,
  FootnoteReferenceRun,
  HeadingLevel,
  LevelFormat,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
  type ParagraphChild,
} from 'docx';
import { citationText } from '../extensions/citation';
import { attr, bibkeys, hasMark, tableRows, type PmNode } from './pmJson';

const HEADINGS = [
  HeadingLevel.HEADING_1,
  HeadingLevel.HEADING_2,
  HeadingLevel.HEADING_3,
  HeadingLevel.HEADING_4,
  HeadingLevel.HEADING_5,
  HeadingLevel.HEADING_6,
];

interface Context {
  footnotes: Record<number, { children: Paragraph[] }>;
  nextFootnote: number;
}

// Word has no LaTeX; a formula is kept as its source in a math font so nothing is lost.
const mathRun = (latex: string) => new TextRun({ text: latex, font: 'Cambria Math', italics: true });

function runs(nodes: PmNode[] | undefined, ctx: Context): ParagraphChild[] {
  return (nodes ?? []).flatMap((node): ParagraphChild[] => {
    switch (node.type) {
      case 'text':
        return [
          new TextRun({
            text: node.text ?? '',
            bold: hasMark(node, 'bold'),
            italics: hasMark(node, 'italic'),
            underline: hasMark(node, 'underline') ? {} : undefined,
            strike: hasMark(node, 'strike'),
            superScript: hasMark(node, 'superscript'),
            subScript: hasMark(node, 'subscript'),
            font: hasMark(node, 'code') ? 'Consolas' : undefined,
          }),
        ];
      case 'hardBreak':
        return [new TextRun({ break: 1 })];
      case 'mathInline':
        return [mathRun(attr(node, 'latex'))];
      case 'footnote': {
        const id = ctx.nextFootnote++;
        ctx.footnotes[id] = { children: [new Paragraph(attr(node, 'text'))] };
        return [new FootnoteReferenceRun(id)];
      }
      case 'citation':
        return [new TextRun(citationText({ bibkeys: bibkeys(node), label: attr(node, 'label') || null }))];
      default:
        return runs(node.content, ctx);
    }
  });
}

function list(node: PmNode, ctx: Context, level: number): (Paragraph | Table)[] {
  const reference = node.type === 'bulletList' ? 'bullets' : 'numbers';
  return (node.content ?? []).flatMap((item) =>
    (item.content ?? []).flatMap((child, index) =>
      child.type === 'paragraph' && index === 0
        ? [new Paragraph({ children: runs(child.content, ctx), numbering: { reference, level } })]
        : blocks([child], ctx, level + 1),
    ),
  );
}

function table(node: PmNode, ctx: Context): Table {
  const { rows, hasHeader } = tableRows(node);
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: rows.map(
      (cells, index) =>
        new TableRow({
          tableHeader: index === 0 && hasHeader,
          children: cells.map((cell) => new TableCell({ children: blocks(cell.content, ctx, 0) })),
        }),
    ),
  });
}

function blocks(nodes: PmNode[] | undefined, ctx: Context, level: number): (Paragraph | Table)[] {
  return (nodes ?? []).flatMap((node): (Paragraph | Table)[] => {
    switch (node.type) {
      case 'heading':
        return [
          new Paragraph({ heading: HEADINGS[Number(node.attrs?.level ?? 1) - 1], children: runs(node.content, ctx) }),
        ];
      case 'bulletList':
      case 'orderedList':
        return list(node, ctx, level);
      case 'blockquote':
        return blocks(node.content, ctx, level);
      case 'mathBlock':
        return [new Paragraph({ alignment: AlignmentType.CENTER, children: [mathRun(attr(node, 'latex'))] })];
      case 'table':
        return [table(node, ctx)];
      case 'codeBlock':
        return (node.content?.[0]?.text ?? '')
          .split('\n')
          .map((line) => new Paragraph({ children: [new TextRun({ text: line, font: 'Consolas' })] }));
      case 'horizontalRule':
        return [new Paragraph({ thematicBreak: true })];
      default:
        return [new Paragraph({ children: runs(node.content, ctx) })];
    }
  });
}

const levels = (format: (typeof LevelFormat)[keyof typeof LevelFormat], text: (level: number) => string) =>
  Array.from({ length: 6 }, (_, level) => ({
    level,
    format,
    text: text(level),
    alignment: AlignmentType.LEFT,
    style: { paragraph: { indent: { left: 720 * (level + 1), hanging: 360 } } },
  }));

/** A document as a Word file: headings, lists, tables, real footnotes; math kept as LaTeX source. */
export function toDocx(doc: PmNode, title: string): Promise<ArrayBuffer> {
  const ctx: Context = { footnotes: {}, nextFootnote: 1 };
  const children = blocks(doc.content, ctx, 0);
  const document = new Document({
    title,
    footnotes: ctx.footnotes,
    numbering: {
      config: [
        { reference: 'bullets', levels: levels(LevelFormat.BULLET, () => '•') },
        { reference: 'numbers', levels: levels(LevelFormat.DECIMAL, (level) => `%${level + 1}.`) },
      ],
    },
    sections: [{ children }],
  });
  return Packer.toArrayBuffer(document);
}
