import { CSL_DATE_FIELDS, CSL_NAME_FIELDS, CSL_TYPES, type CslDateDto } from '@inkstone/shared/api/cslReference';
import type { CslItem, CslName } from './cslItem.js';

/**
 * citeproc-js keeps names and locales in plain objects keyed by the text itself, so a name equal to
 * a member of Object.prototype (`constructor`, `__proto__`, `toString`) or an item language such as
 * `__proto__` crashes it (a 500 found by the schema fuzz). Such a name, in any name variable, gets
 * an invisible zero-width space, and a language that is no BCP 47 tag is left out (it only picks the
 * locale of the entry). An unknown type is a document, and a date citeproc would throw on (a range
 * whose ends differ in length, also found by the fuzz) is made one it reads.
 */
const CITEPROC_SAFE_LANGUAGE = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/;
const safeName = (text: string | undefined) =>
  text !== undefined && text in Object.prototype ? `${text}\u200b` : text;

function safeNames(names: CslName[]): CslName[] {
  return names.map((name): CslName => {
    const safe: CslName = { ...name };
    for (const part of ['family', 'given', 'literal', 'suffix', 'non-dropping-particle', 'dropping-particle'] as const)
      if (name[part] !== undefined) safe[part] = safeName(name[part]);
    return safe;
  });
}

/** A date citeproc reads: both ends of a range with as many parts, months and days in range. */
function safeDate(date: CslDateDto): CslDateDto {
  const parts = date['date-parts'];
  if (!parts) return date;
  const valid = parts.map((part) => {
    const [year, month, day] = part;
    if (month === undefined || month < 1 || month > 12) return [year!];
    return day === undefined || day < 1 || day > 31 ? [year!, month] : [year!, month, day];
  });
  // citeproc throws "element mismatch in date range input" when a range's ends differ in length.
  const length = Math.min(...valid.map((part) => part.length));
  return { ...date, 'date-parts': valid.map((part) => part.slice(0, length)) };
}

/** The item with names, type, dates and language citeproc can take (see above). */
export function forCiteproc(item: CslItem): CslItem {
  const safe: CslItem = { ...item, type: CSL_TYPES.has(item.type) ? item.type : 'document' };
  for (const field of CSL_NAME_FIELDS) {
    const names = item[field];
    if (Array.isArray(names)) safe[field] = safeNames(names as CslName[]);
  }
  for (const field of CSL_DATE_FIELDS) {
    const date = item[field];
    if (date && typeof date === 'object') safe[field] = safeDate(date);
  }
  safe.language = item.language && CITEPROC_SAFE_LANGUAGE.test(item.language) ? item.language : undefined;
  return safe;
}
