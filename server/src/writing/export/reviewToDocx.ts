import type * as DocxModule from 'docx';
import type { ParagraphChild } from 'docx';

// docx is loaded on the first export, not at start-up: most servers rarely export, and it costs memory.
type Docx = typeof DocxModule;

/** Inline Markdown → runs: **bold** and *italic*; everything else (citations included) as written. */
function runs({ TextRun }: Docx, text: string): ParagraphChild[] {
  return text
    .split(/(\*\*[^*]+\*\*|\*[^*]+\*)/)
    .filter((part) => part !== '')
    .map((part) =>
      part.startsWith('**')
        ? new TextRun({ text: part.slice(2, -2), bold: true })
        : part.startsWith('*') && part.length > 2
          ? new TextRun({ text: part.slice(1, -1), italics: true })
          : new TextRun(part),
    );
}

/**
 * The review as a Word document: its title, the section headings as Word headings, paragraphs with
 * the citations as rendered in the chosen style, and the reference list (the rendered Markdown of the
 * review holds all three).
 */
export async function reviewToDocx(markdown: string, title: string): Promise<Buffer> {
  const docx = await import('docx');
  const { Document, HeadingLevel, Packer, Paragraph } = docx;
  const headings = [HeadingLevel.HEADING_1, HeadingLevel.HEADING_2, HeadingLevel.HEADING_3, HeadingLevel.HEADING_4];
  const paragraphs = [new Paragraph({ text: title, heading: HeadingLevel.TITLE })];
  for (const line of markdown.split('\n')) {
    if (line.trim() === '') continue;
    const heading = /^(#{1,4})\s+(.*)$/.exec(line);
    paragraphs.push(
      heading
        ? new Paragraph({ text: heading[2]!.trim(), heading: headings[heading[1]!.length - 1] })
        : new Paragraph({ children: runs(docx, line.replace(/^\s*[-*+]\s+/, '')) }),
    );
  }
  return Packer.toBuffer(new Document({ title, sections: [{ children: paragraphs }] }));
}
