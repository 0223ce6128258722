import type { PaperDto } from '@inkstone/shared/api/papers';
import { fetchBibtexText } from './api';

/**
 * Puts a paper's BibTeX entry on the clipboard. The text is fetched after the click, so it is handed
 * to the clipboard as a pending item: the browser keeps the click's permission while it arrives.
 */
export async function copyBibtex(paper: PaperDto): Promise<void> {
  const text = fetchBibtexText(paper);
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard.write) {
    const blob = text.then((value) => new Blob([value], { type: 'text/plain' }));
    await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
    return;
  }
  await navigator.clipboard.writeText(await text);
}
