import { strToU8, zipSync } from 'fflate';
import { referencesHeading, type NoteCitations } from '../citations/noteCitations';
import { latexBibliography } from './latexBibliography';
import { latexDocument } from './latexDocument';
import { collectImages, type FetchImage } from './latexImages';
import type { PmNode } from './pmJson';
import { toLatexBody } from './toLatex';

/**
 * A document as a zipped LaTeX project that compiles with XeLaTeX: `main.tex`, `refs.bib` (when the
 * note's citations are known) and `images/`. Citations are `\cite` against a `thebibliography` in the
 * note's own style; without `citations` they are written as their labels, so nothing is undefined.
 * Images come from data: URLs or through `fetchImage`; one that cannot be had (or that XeLaTeX cannot
 * include) is left out with a comment in main.tex.
 */
export async function toLatexProject(
  doc: PmNode,
  title: string,
  citations: NoteCitations | null,
  fetchImage?: FetchImage,
): Promise<Uint8Array<ArrayBuffer>> {
  const images = await collectImages(doc, fetchImage);
  const knownKeys = new Set(citations?.bibliography.map((entry) => entry.bibkey));
  const body = toLatexBody(doc, { knownKeys, imagePaths: images.paths });
  const bibliography = citations ? latexBibliography(citations, referencesHeading(doc)) : '';
  const files: Record<string, Uint8Array> = {
    'main.tex': strToU8(latexDocument(title, body, bibliography)),
    ...images.files,
  };
  if (citations) files['refs.bib'] = strToU8(citations.bibtex);
  return zipSync(files);
}
