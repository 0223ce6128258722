// CSL-JSON marks text whose case must not change (a BibTeX title's {California}) with
// <span class="nocase">; citeproc honours it and prints the text without the markup. The reference
// keeps the marked title, the paper the plain one (what the library shows and searches).

const NOCASE = /<span class="nocase">(.*?)<\/span>/g;

/** The title without its nocase markup. */
export const plainTitle = (title: string): string => title.replace(NOCASE, '$1');

/** Whether the title marks some of its text nocase. */
export const hasNocase = (title: string): boolean => title.includes('<span class="nocase">');

/**
 * The title in pieces: `[text, isNocase]`, in order, so case rules (sentence case, BibTeX's braces)
 * apply to the free text only.
 */
export function nocasePieces(title: string): Array<[string, boolean]> {
  return title.split(/(<span class="nocase">.*?<\/span>)/).flatMap((piece): Array<[string, boolean]> => {
    if (!piece) return [];
    const inner = /^<span class="nocase">(.*)<\/span>$/.exec(piece)?.[1];
    return [inner === undefined ? [piece, false] : [inner, true]];
  });
}

/** The title with each brace-protected part of a BibTeX title (given as plain text, in order) marked nocase. */
export function markNocase(title: string, parts: readonly string[]): string {
  let out = '';
  let rest = title;
  for (const part of parts) {
    const at = part ? rest.indexOf(part) : -1;
    if (at === -1) continue;
    out += `${rest.slice(0, at)}<span class="nocase">${part}</span>`;
    rest = rest.slice(at + part.length);
  }
  return out + rest;
}
