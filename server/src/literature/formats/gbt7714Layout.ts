import type { CslItem } from './cslItem.js';

// Where GB/T 7714 puts a part of an entry that the data holds under another name; used by
// gbt7714Rules.ts.

/**
 * An archival document ([A], CSL `manuscript`) whose holder the import stored as its publisher
 * (biblatex `institution`): the holder is its archive. The styles print an archive's place, holder
 * and full date of formation ("武汉：湖北省档案馆，1931-11-07"), a publisher only with the place.
 */
export function withArchiveHolder(item: CslItem): CslItem {
  if (item.type !== 'manuscript' || !item.publisher || item.archive) return item;
  const { publisher, 'publisher-place': place, ...rest } = item;
  return { ...rest, archive: publisher, ...(place ? { 'archive-place': place } : {}) };
}

/**
 * One volume of a multi-volume work (a book with a volume in a titled set, biblatex `series` +
 * `volume`): the set's title is the title, followed by the volume and the volume's own title
 * ("中国科学技术史: 第 2 卷 科学思想史", §8.2.3), which the styles print from CSL `volume-title`.
 * A numbered series (`collection-number`) is not a multi-volume work.
 */
export function asVolumeOfWork(item: CslItem): CslItem {
  const set = item['collection-title'];
  if (item.type !== 'book' || typeof set !== 'string' || !set || !item.volume || !item.title) return item;
  if (item['collection-number'] || item['volume-title']) return item;
  const { 'collection-title': _set, ...rest } = item;
  return { ...rest, title: set, 'volume-title': item.title };
}

/** `text` matched literally inside a RegExp. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A serial as a whole whose holdings begin with their year ("1984, 1(1)-"): the 2015 styles print
 * the year before the holdings, which would say it twice ("1984-, 1984, 1(1)-" → "1984, 1(1)-").
 */
export function withoutYearBeforeHoldings(text: string, item: CslItem): string {
  const holdings = typeof item.volume === 'string' ? item.volume.trim() : '';
  if (item.type !== 'periodical' || !/^\d{4}\b/.test(holdings)) return text;
  return text.replace(new RegExp(`(\\]\\.\\s*)[^.\\]]*?,\\s*(?=${escapeRegExp(holdings)})`), '$1');
}
