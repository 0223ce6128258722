import type { CslItem } from './cslItem.js';

/**
 * The CSL item of a RIS record completed from its text: citation-js reads no publisher (`PB`) for
 * journal articles, which Inkstone's export writes for every type.
 */
export function withRisFields(item: CslItem, chunk: string): CslItem {
  if (item.publisher) return item;
  const publisher = /^PB {2}- (.+)$/m.exec(chunk)?.[1]?.trim();
  return publisher ? { ...item, publisher } : item;
}
