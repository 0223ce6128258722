import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Page images at this resolution are what Tesseract is trained for (it wants ~300 dpi). */
const DPI = 300;
const OCR_TIMEOUT_MS = 120_000;

/**
 * OCRs every page of a PDF with Debian's command-line tools: `pdftoppm` (poppler-utils) renders
 * the pages to PNG and `tesseract` reads them, in English plus Simplified Chinese when that
 * language pack is installed. pdf.js is not used to render because in Node it needs a native
 * canvas package; the two Debian tools are what an OCR-enabled machine has anyway.
 * Returns the text of each page, or null when either tool is missing.
 */
export async function ocrPdf(bytes: Uint8Array): Promise<string[] | null> {
  const languages = await tesseractLanguages();
  if (!languages) return null;
  const dir = await mkdtemp(join(tmpdir(), 'inkstone-ocr-'));
  try {
    const pdfPath = join(dir, 'input.pdf');
    await writeFile(pdfPath, bytes);
    try {
      await run('pdftoppm', ['-r', String(DPI), '-png', pdfPath, join(dir, 'page')], { timeout: OCR_TIMEOUT_MS });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    // pdftoppm numbers pages with zero padding to a common width, so names sort in page order.
    const images = (await readdir(dir)).filter((name) => name.endsWith('.png')).sort();
    const texts: string[] = [];
    for (const image of images) {
      const { stdout } = await run('tesseract', [join(dir, image), 'stdout', '-l', languages], {
        timeout: OCR_TIMEOUT_MS,
        maxBuffer: 16 * 1024 * 1024,
      });
      texts.push(stdout);
    }
    return texts;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The `-l` argument for the installed language packs, or null when tesseract is not on PATH. */
async function tesseractLanguages(): Promise<string | null> {
  try {
    const { stdout, stderr } = await run('tesseract', ['--list-langs']);
    // Older tesseract versions print the list on stderr.
    const installed = new Set(`${stdout}\n${stderr}`.split(/\s+/));
    const wanted = ['eng', 'chi_sim'].filter((lang) => installed.has(lang));
    return wanted.length ? wanted.join('+') : null;
  } catch {
    return null;
  }
}
