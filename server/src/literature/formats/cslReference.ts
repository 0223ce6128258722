import {
  CSL_DATE_FIELDS,
  CSL_TYPES,
  CSL_NAME_FIELDS,
  CSL_TEXT_FIELDS,
  type CslDateDto,
  type CslNameDto,
  type CslReference,
} from '@inkstone/shared/api/cslReference';
import { doiAsWritten } from '../identifiers.js';
import { hasNocase } from './nocaseTitle.js';

/**
 * Fields the paper model holds itself (title, abstract, ids …): left out of the stored reference so
 * they live in one place; paperToCsl puts them back. The authors and the DOI are kept in both: the
 * paper's copies are normalised for matching and search (no name suffix, a lower-case DOI), the
 * reference's are as written ("Sodeman, W. A., Jr.", "10.1021/ACS.JPCLETT") for formatting and export.
 */
export const PAPER_OWN_FIELDS = new Set(['citation-key', 'title', 'abstract', 'URL', 'PMID', 'keyword', 'language']);

const MAX_TEXT = 20_000;
const MAX_NAME_PART = 300;
const MAX_NAMES = 500;

function textOf(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return undefined;
  const trimmed = value.replace(/\s+/g, ' ').trim();
  return trimmed ? trimmed.slice(0, MAX_TEXT) : undefined;
}

function nameOf(value: unknown): CslNameDto | null {
  if (!value || typeof value !== 'object') return null;
  const raw = value as Record<string, unknown>;
  const name: CslNameDto = {};
  // "von Luxburg" is one family name, as the paper's authors keep it (cslItem.ts nameToAuthor), so
  // the formats that split the particle and those that do not store the same name.
  const family = [textOf(raw['non-dropping-particle']), textOf(raw.family)].filter(Boolean).join(' ');
  if (family) name.family = family.slice(0, MAX_NAME_PART);
  for (const part of ['given', 'literal', 'suffix', 'dropping-particle'] as const) {
    const text = textOf(raw[part]);
    if (text) name[part] = text.slice(0, MAX_NAME_PART);
  }
  return Object.keys(name).length > 0 ? name : null;
}

/** [2020, 5] of ["2020", "5", "x"]: a date part ends at its first value that is no whole number. */
function leadingIntegers(part: unknown): number[] {
  const numbers = Array.isArray(part) ? part.slice(0, 3).map(Number) : [];
  const end = numbers.findIndex((n) => !Number.isInteger(n));
  return end === -1 ? numbers : numbers.slice(0, end);
}

function dateOf(value: unknown): CslDateDto | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const raw = value as Record<string, unknown>;
  const date: CslDateDto = {};
  const parts = Array.isArray(raw['date-parts'])
    ? raw['date-parts']
        .slice(0, 2)
        .map(leadingIntegers)
        .filter((part) => part.length > 0)
    : [];
  if (parts.length > 0) date['date-parts'] = parts;
  for (const key of ['literal', 'raw'] as const) {
    const text = textOf(raw[key]);
    if (text) date[key] = text.slice(0, 200);
  }
  if (raw.circa === true) date.circa = true;
  const season = Number(raw.season);
  if (Number.isInteger(season) && season >= 1 && season <= 4) date.season = season;
  return Object.keys(date).length > 0 ? date : undefined;
}

// A bare year is the paper's `year`; only a fuller date (month, day, range, text) is kept.
const isYearOnly = (date: CslDateDto) =>
  Object.keys(date).length === 1 && date['date-parts']?.length === 1 && date['date-parts'][0]!.length === 1;

/**
 * The reference of a CSL-JSON item as read from a file or a source: every CSL variable Inkstone
 * knows, numbers as strings, cut to the API's limits, without the fields the paper holds itself.
 * Unknown fields are dropped and an unknown type is a `document` (they could not be formatted or
 * exported anyway).
 */
export function toCslReference(item: Record<string, unknown>): CslReference {
  const type = textOf(item.type);
  const reference: CslReference = { type: type && CSL_TYPES.has(type) ? type : 'document' };
  for (const field of CSL_TEXT_FIELDS) {
    const text = PAPER_OWN_FIELDS.has(field) ? undefined : textOf(item[field]);
    if (text) reference[field] = text;
  }
  // The DOI itself, case kept: without a resolver prefix ("https://doi.org/"), and none when the text holds no DOI.
  const doi = doiAsWritten(textOf(item.DOI));
  if (doi) reference.DOI = doi;
  else delete reference.DOI;
  // The paper keeps the plain title; a title marking words nocase is kept here too (nocaseTitle.ts).
  const title = textOf(item.title);
  if (title && hasNocase(title)) reference.title = title;
  for (const field of CSL_NAME_FIELDS) {
    const value = item[field];
    if (PAPER_OWN_FIELDS.has(field) || !Array.isArray(value)) continue;
    const names = value
      .map(nameOf)
      .filter((name): name is CslNameDto => name !== null)
      .slice(0, MAX_NAMES);
    if (names.length > 0) reference[field] = names;
  }
  for (const field of CSL_DATE_FIELDS) {
    const date = dateOf(item[field]);
    if (date && !(field === 'issued' && isYearOnly(date))) reference[field] = date;
  }
  return reference;
}
