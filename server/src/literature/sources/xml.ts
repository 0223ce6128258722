import { XMLParser } from 'fast-xml-parser';
import { cleanStrings } from '../../lib/cleanText.js';

/**
 * Parses XML into plain objects: attributes as `@_name`, namespace prefixes dropped, values kept as
 * strings, cleaned by the text rule (lib/cleanText.ts): a character reference may spell NUL.
 */
export function parseXml(text: string, arrays: readonly string[]): Record<string, unknown> {
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    removeNSPrefix: true,
    // ids such as 1605.08386 or PMIDs must not become numbers
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
    isArray: (name) => arrays.includes(name),
  });
  return cleanStrings(parser.parse(text) as Record<string, unknown>);
}

/** The text of a parsed element, whether it is a bare string or an object with `#text` (mixed content). */
export function textOf(node: unknown): string {
  if (node === undefined || node === null) return '';
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join(' ');
  if (typeof node === 'object') {
    return Object.entries(node as Record<string, unknown>)
      .filter(([k]) => !k.startsWith('@_'))
      .map(([, v]) => textOf(v))
      .join(' ');
  }
  return '';
}

/** Collapses runs of whitespace (line breaks in titles and abstracts) into single spaces. */
export function collapseSpace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
