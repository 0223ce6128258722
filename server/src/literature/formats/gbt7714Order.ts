/**
 * Which of two same-author, same-year works is "2013a" and which "2013b". The reference
 * implementation (gbt7714.bst) sorts the list by name, year and then the citation key, compared
 * byte by byte, so the letters do not depend on where a work is first cited. The GB/T author-year
 * styles sort last on `citation-key` to do the same; citeproc-js compares sort keys ignoring
 * punctuation and case and reading digits as numbers ("8.2:1" before "8.2.1:1", "4.1" before
 * "10.1"), so the key is given to it spelled in letters a–p, four per UTF-16 unit, whose order
 * under that comparison is the key's own.
 */
export function keyInCodeUnitOrder(key: string): string {
  let spelled = '';
  for (let index = 0; index < key.length; index += 1) {
    const unit = key.charCodeAt(index);
    for (let shift = 12; shift >= 0; shift -= 4) spelled += String.fromCharCode(97 + ((unit >> shift) & 15));
  }
  return spelled;
}
