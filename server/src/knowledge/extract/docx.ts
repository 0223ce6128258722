import mammoth from 'mammoth';
import { htmlToBlocks, type HtmlContent } from './html.js';

/**
 * Word's Title style becomes a marked heading (the document's title); page breaks become `<hr>`
 * so the text can be split into pages where the author broke them. Heading styles are mapped by
 * mammoth's defaults, which match the built-in style names whatever the UI language.
 */
const STYLE_MAP = ["p[style-name='Title'] => h1.title:fresh", "br[type='page'] => hr"];

/** Reads a DOCX through mammoth's HTML conversion (headings kept), images left out. */
export async function docxToBlocks(bytes: Uint8Array): Promise<HtmlContent> {
  const { value } = await mammoth.convertToHtml(
    { buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) },
    {
      styleMap: STYLE_MAP,
      ignoreEmptyParagraphs: true,
      convertImage: mammoth.images.imgElement(() => Promise.resolve({ src: '' })),
    },
  );
  return htmlToBlocks(value);
}
