import fc from 'fast-check';
import { EDGE_NUMBERS, hostileString } from './hostileStrings.js';
import type { ArbitraryOptions } from './schemaArbitrary.js';

/**
 * What the fuzz knows about Inkstone's members beyond their schemas, so generated requests name
 * things that exist (the user's own ids and bibkeys, real citation styles, documents and reference
 * files in their real shapes, with hostile text inside) and reach the handlers' deeper paths.
 */
export interface FuzzPool {
  /** Ids of objects the signed-in user owns (any kind). */
  ids: string[];
  /** Bibkeys in the user's library or in their projects' paper sets. */
  bibkeys: string[];
  /** The user's password (changePassword may then succeed). */
  password?: string;
  /** Model base URLs that are safe to call: the fake model's. Never a host off this machine. */
  modelBaseUrls: string[];
}

const STYLES = ['apa', 'ieee', 'modern-language-association', 'chicago-author-date', 'gb-t-7714-2025-numeric'];

const text = () =>
  fc.oneof(fc.constantFrom('Attention', 'Neural machine translation', '机器翻译'), hostileString(2000));

/** A ProseMirror document as the editor sends it, with hostile text in its nodes, or any JSON. */
export const documentArbitrary = (): fc.Arbitrary<unknown> => {
  const textNode = text().map((t) => ({ type: 'text', text: t }));
  const paragraph = fc.array(textNode, { maxLength: 4 }).map((content) => ({ type: 'paragraph', content }));
  const doc = fc.array(paragraph, { maxLength: 5 }).map((content) => ({ type: 'doc', content }));
  return fc.oneof({ weight: 6, arbitrary: doc }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }) });
};

const year = () =>
  fc.oneof(
    fc.integer({ min: 1900, max: 2030 }).map(String),
    fc.constantFrom(...EDGE_NUMBERS).map(String),
    hostileString(40),
  );

/** A BibTeX, RIS or CSL-JSON file with hostile text in its fields. */
export const referenceFileArbitrary = (): fc.Arbitrary<string> =>
  fc
    .tuple(fc.constantFrom('bibtex', 'ris', 'csljson'), text(), text(), year(), text())
    .map(([format, title, author, y, key]) => {
      if (format === 'bibtex')
        return `@article{${key},\n  title = {${title}},\n  author = {${author}},\n  year = {${y}},\n  doi = {10.1/${key}}\n}\n`;
      if (format === 'ris')
        return `TY  - JOUR\nTI  - ${title}\nAU  - ${author}\nPY  - ${y}\nDO  - 10.1/${key}\nER  - \n`;
      return JSON.stringify([
        {
          id: key,
          type: 'article-journal',
          title,
          author: [{ family: author, given: key }],
          issued: { 'date-parts': [[Number(y) || y]] },
        },
      ]);
    });

const CRLF = '\r\n';

/** A multipart/form-data body with the given parts (field or file), boundary fixed. */
function multipart(parts: Array<{ name: string; fileName?: string; type?: string; bytes: Buffer }>) {
  const boundary = 'fuzz-boundary-7d1f';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.fileName !== undefined ? `; filename="${part.fileName}"` : ''}`;
    const head = `--${boundary}${CRLF}Content-Disposition: ${disposition}${CRLF}${part.type ? `Content-Type: ${part.type}${CRLF}` : ''}${CRLF}`;
    chunks.push(Buffer.from(head), part.bytes, Buffer.from(CRLF));
  }
  chunks.push(Buffer.from(`--${boundary}--${CRLF}`));
  return { contentType: `multipart/form-data; boundary=${boundary}`, body: Buffer.concat(chunks) };
}

const MAGIC = [
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from([0xff, 0xd8, 0xff]),
  Buffer.from('GIF89a'),
  Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBP')]),
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  Buffer.alloc(0),
];

/** Image uploads: real magic numbers or none, random bytes, hostile file names and field names. */
export const imageUploadArbitrary = () =>
  fc
    .tuple(
      fc.constantFrom(...MAGIC),
      fc.uint8Array({ maxLength: 256 }),
      fc.oneof(fc.constant('figure.png'), hostileString(300)),
      fc.oneof({ weight: 5, arbitrary: fc.constant('file') }, { weight: 1, arbitrary: hostileString(20) }),
      fc.constantFrom('image/png', 'image/svg+xml', 'text/html', 'application/octet-stream'),
    )
    .map(([magic, rest, fileName, name, type]) =>
      multipart([{ name, fileName, type, bytes: Buffer.concat([magic, Buffer.from(rest)]) }]),
    );

/** Reference-file uploads: a `format` field and a `file` part. */
export const referenceUploadArbitrary = () =>
  fc
    .tuple(
      fc.oneof(fc.constantFrom('bibtex', 'ris', 'csljson'), hostileString(20)),
      referenceFileArbitrary(),
      fc.boolean(),
    )
    .map(([format, content, isFormatFirst]) => {
      const formatPart = { name: 'format', bytes: Buffer.from(format) };
      const filePart = { name: 'file', fileName: 'refs.bib', type: 'text/plain', bytes: Buffer.from(content) };
      return multipart(isFormatFirst ? [formatPart, filePart] : [filePart, formatPart]);
    });

const pick = <T>(values: T[]) => (values.length ? fc.constantFrom(...values) : undefined);

/** The hints of ArbitraryOptions for a signed-in user's pool (see FuzzPool). */
export function hintsFor(pool: FuzzPool): Pick<ArbitraryOptions, 'stringHint' | 'anyHint' | 'override'> {
  return {
    override: (name, schema) => {
      // Safety, not coverage: the fuzz never makes the app call a host off this machine.
      // Anthropic's provider always calls its public origin; base URLs are only the fake model's.
      if (name === 'provider') return fc.constant('openai-compatible');
      if (/url$/i.test(name)) {
        const urls = fc.constantFrom(...pool.modelBaseUrls);
        return schema.nullable ? fc.oneof(urls, fc.constant(null)) : urls;
      }
      return undefined;
    },
    stringHint: (name, schema) => {
      if (schema.format === 'uuid' || /(^id|Id|Ids)$/.test(name)) return pick(pool.ids);
      if (/bibkeys?$/i.test(name)) return pick(pool.bibkeys);
      if (name === 'style') return fc.constantFrom(...STYLES);
      if (name === 'content') return referenceFileArbitrary();
      if (name === 'phone') return fc.oneof(fc.stringMatching(/^1[3-9]\d{9}$/), fc.stringMatching(/^\+[1-9]\d{6,14}$/));
      if (name === 'currentPassword' && pool.password) return fc.constant(pool.password);
      return undefined;
    },
    anyHint: (name) => (name === 'content' ? documentArbitrary() : undefined),
  };
}

/** Text that breaks PostgreSQL unless the text rule (lib/cleanText.ts) cleans it: NUL and lone surrogates. */
const RULE_BREAKER = 'a\u0000b\ud800c\udfff';

/**
 * An override that gives every free-text string member (no format, pattern or enum) text carrying
 * NUL and lone surrogates, padded to its least length and cut to its most; other members keep the
 * `base` override. Used to prove the text rule on every operation: the probe of issue 15 found 32
 * different 500s from exactly such text.
 */
export function textRuleOverride(base: ArbitraryOptions['override']): NonNullable<ArbitraryOptions['override']> {
  return (name, schema) => {
    const forced = base?.(name, schema);
    if (forced) return forced;
    if (schema.type !== 'string' || schema.format || schema.pattern || schema.enum || name === 'content')
      return undefined;
    const min = schema.minLength ?? 0;
    const max = schema.maxLength ?? Infinity;
    const text = RULE_BREAKER + 'm'.repeat(Math.max(0, min + 3 - RULE_BREAKER.length));
    return fc.constant(text.length > max ? text.slice(0, max) : text);
  };
}
