import fc from 'fast-check';

/**
 * Text a hostile or careless client sends, each a known way to break a server that trusts its
 * input: control characters PostgreSQL refuses (NUL), UTF-16 it cannot encode (lone surrogates),
 * direction and zero-width marks, SQL and LIKE metacharacters, JSON, HTML and script text, path
 * traversal, CJK and emoji (several code units per character), and numbers at the integer edges
 * or NaN-like words where a number is parsed from text.
 */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  'x\ud800y',
  '\udfff\ud800',
  '\ud83d',
  '\u200b',
  '\u200d\u200c\ufeff',
  '\u202e\u2066abc\u2069',
  '\u0085\u2028\u2029',
  '\r\n\t\u000b\u000c',
  '\u0001\u001f\u007f',
  '%',
  '_',
  '\\',
  "'",
  '"',
  "%_\\'",
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '%%%%',
  '\\%\\_',
  '$1',
  '{"a":1}',
  '[]',
  'null',
  '__proto__',
  'constructor',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '&lt;&amp;&#0;',
  '../../../etc/passwd',
  '..\\..\\windows',
  '%2e%2e%2f',
  '%00',
  '%ud800',
  '中文标题：机器翻译',
  '（）【】「」。，',
  '😀👍🏽👨‍👩‍👧',
  '\u{10ffff}',
  '0',
  '-0',
  '2147483647',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '9223372036854775807',
  '-9223372036854775809',
  '1e309',
  '1e-400',
  'NaN',
  'Infinity',
  '-Infinity',
  'undefined',
  'true',
  '0x10',
  '1_000',
  ' 42 ',
  '@',
  'a@b',
  '\\u0000',
  '{{7*7}}',
  '${7*7}',
  '\u0130\u0131\u00df',
  'ǅ\u0301\u0301\u0301',
];

/** One of HOSTILE_STRINGS. */
export const hostileAtom = (): fc.Arbitrary<string> => fc.constantFrom(...HOSTILE_STRINGS);

/**
 * A hostile string: an atom, atoms around ordinary text, a long run of one (up to `maxLong` code
 * units), or random full-Unicode text (which includes lone surrogates).
 */
export function hostileString(maxLong = 20_000): fc.Arbitrary<string> {
  const atom = hostileAtom();
  return fc.oneof(
    { weight: 6, arbitrary: atom },
    { weight: 3, arbitrary: fc.tuple(atom, fc.string({ maxLength: 12 }), atom).map(([a, s, b]) => `${a}${s}${b}`) },
    { weight: 2, arbitrary: fc.array(atom, { minLength: 2, maxLength: 6 }).map((parts) => parts.join('')) },
    { weight: 1, arbitrary: fc.tuple(atom, fc.integer({ min: 1, max: maxLong })).map(([a, n]) => repeatTo(a, n)) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  );
}

/** `text` repeated (and cut) to `length` code units; a cut may leave half a surrogate pair, on purpose. */
export function repeatTo(text: string, length: number): string {
  if (length <= 0) return '';
  const unit = text === '' ? 'x' : text;
  return unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
}

/** Numbers at the edges where integers overflow or lose precision. */
export const EDGE_NUMBERS: readonly number[] = [
  0,
  -0,
  1,
  -1,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 32,
  2 ** 53 - 1,
  2 ** 53 + 2,
  -(2 ** 53) + 1,
  2 ** 63,
  -(2 ** 63),
  1e308,
  -1e308,
  Number.MIN_VALUE,
  0.5,
  -0.5,
  1.0000000000000002,
];
