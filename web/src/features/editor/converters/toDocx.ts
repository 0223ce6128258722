import {
  AlignmentType,
  Document,
  FootnoteReferenceRun,
  HeadingLevel,
  ImportedXmlComponent,
  LevelFormat,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
  type IParagraphOptions,
} from 'docx';
import type { NoteCitations } from '../citations/noteCitations';
import { citationText } from '../extensions/citation';
import { referenceParagraphs } from './docxReferences';
import { latexToOmml } from './omml/latexToOmml';
import { attr, bibkeys, hasMark, locators, tableRows, type PmNode } from './pmJson';
import { citationFieldRuns } from './zoteroFields';

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
  /** The cited references' CSL-JSON by bibkey, for the citation fields. */
  items: ReadonlyMap<string, Record<string, unknown>>;
  nextCitation: number;
}

/** What a paragraph holds: runs, footnote marks, and equations (OMML, which docx's typed math cannot all express). */
type Inline = TextRun | FootnoteReferenceRun | ImportedXmlComponent;

/**
 * A formula as a Word equation. One KaTeX cannot parse is kept as its LaTeX source, in red between
 * dollar signs, so the author sees it and nothing is lost.
 */
function math(latex: string, display: boolean): Inline {
  const omml = latexToOmml(latex, display);
  if (omml) return ImportedXmlComponent.fromXmlString(omml);
  const dollars = display ? '$$' : '$';
  return new TextRun({ text: `${dollars}${latex}${dollars}`, font: 'Cambria Math', color: 'C00000' });
}

// docx types a paragraph's children without its imported XML, so they are appended one by one.
function paragraph(options: IParagraphOptions, children: Inline[]): Paragraph {
  const result = new Paragraph(options);
  for (const child of children) result.addChildElement(child);
  return result;
}

/**
 * A citation as a Zotero citation field showing its label, already in the note's style ([1], (Smith,
 * 2020)); one not rendered (a key the note does not know) is plain text showing its keys.
 */
function citation(node: PmNode, ctx: Context): Inline[] {
  const label = attr(node, 'label');
  const keys = bibkeys(node);
  if (!label) return [new TextRun(citationText({ bibkeys: keys, label: null }))];
  const cites = keys.map((bibkey, index) => ({ bibkey, locator: locators(node)[index] ?? '' }));
  const field = citationFieldRuns(cites, label, ctx.items, ctx.nextCitation++);
  return field ? field.map((xml) => ImportedXmlComponent.fromXmlString(xml)) : [new TextRun(label)];
}

function runs(nodes: PmNode[] | undefined, ctx: Context): Inline[] {
  return (nodes ?? []).flatMap((node): Inline[] => {
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
        return [math(attr(node, 'latex'), false)];
      case 'footnote': {
        const id = ctx.nextFootnote++;
        ctx.footnotes[id] = { children: [new Paragraph(attr(node, 'text'))] };
        return [new FootnoteReferenceRun(id)];
      }
      case 'citation':
        return citation(node, ctx);
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
        ? [paragraph({ numbering: { reference, level } }, runs(child.content, ctx))]
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
        return [paragraph({ heading: HEADINGS[Number(node.attrs?.level ?? 1) - 1] }, runs(node.content, ctx))];
      case 'bulletList':
      case 'orderedList':
        return list(node, ctx, level);
      case 'blockquote':
        return blocks(node.content, ctx, level);
      case 'mathBlock':
        return [paragraph({ alignment: AlignmentType.CENTER }, [math(attr(node, 'latex'), true)])];
      case 'table':
        return [table(node, ctx)];
      case 'codeBlock':
        return (node.content?.[0]?.text ?? '')
          .split('\n')
          .map((line) => new Paragraph({ children: [new TextRun({ text: line, font: 'Consolas' })] }));
      case 'horizontalRule':
        return [new Paragraph({ thematicBreak: true })];
      default:
        return [paragraph({}, runs(node.content, ctx))];
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

/**
 * A document as a Word file: headings, lists, tables, real footnotes, formulas as Word equations,
 * citations as Zotero citation fields showing their labels and, when the note cites references, the
 * bibliography at the end (zoteroFields.ts).
 */
export function toDocx(doc: PmNode, title: string, citations: NoteCitations | null): Promise<Blob> {
  const items = new Map((citations?.items ?? []).map((item) => [String(item.id), item]));
  const ctx: Context = { footnotes: {}, nextFootnote: 1, items, nextCitation: 0 };
  const children = [...blocks(doc.content, ctx, 0), ...referenceParagraphs(doc, citations)];
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
  return Packer.toBlob(document);
}
