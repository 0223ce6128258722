/**
 * A validating JSON reader over raw bytes that builds only the values a caller asks for. Parts it
 * is told to skip are checked against the JSON grammar byte by byte but never turned into strings
 * or objects, so a large document can be validated, measured and stored as the bytes it arrived in.
 * Skipping allocates nothing at all: the garbage of a megabyte document's skipped nodes, made at
 * the same sites as the outline the caller keeps, was promoted to the old generation and brought a
 * full collection every few saves (docs/benchmarks-editor.md).
 */

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const MINUS = 0x2d;
const PLUS = 0x2b;
const DOT = 0x2e;
const ZERO = 0x30;
const NINE = 0x39;
const LOWER_E = 0x65;
const UPPER_E = 0x45;
const LOWER_U = 0x75;

/** Bytes allowed after a backslash: " \ / b f n r t (u is handled on its own). */
const SIMPLE_ESCAPES = new Set([0x22, 0x5c, 0x2f, 0x62, 0x66, 0x6e, 0x72, 0x74]);
const LITERALS: [Buffer, unknown][] = [
  [Buffer.from('true'), true],
  [Buffer.from('false'), false],
  [Buffer.from('null'), null],
];

/** Arrays and objects nested deeper than this are refused (ProseMirror documents nest a few dozen). */
export const MAX_JSON_NESTING = 256;

/** The input is not JSON, or nests deeper than MAX_JSON_NESTING; `offset` is the byte it stopped at. */
export class JsonBytesError extends Error {
  constructor(
    readonly offset: number,
    reason: string,
  ) {
    super(`${reason} at byte ${offset}`);
  }
}

const isDigit = (b: number | undefined) => b !== undefined && b >= ZERO && b <= NINE;
const isHexDigit = (b: number | undefined) =>
  b !== undefined && ((b >= ZERO && b <= NINE) || ((b | 0x20) >= 0x61 && (b | 0x20) <= 0x66));
const isWhitespace = (b: number | undefined) => b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09;

/**
 * Reads one JSON text from `bytes`. `levels` says how many levels of arrays and objects to build:
 * a container met with `levels` 0 is checked and returned as `null`; strings, numbers and literals
 * are built whenever their container was. Objects are built with Object.fromEntries, so a
 * `__proto__` key is an ordinary own property, as with JSON.parse.
 */
export class JsonBytesReader {
  /** The offset of the next unread byte. */
  pos = 0;

  constructor(readonly bytes: Buffer) {}

  /** Throws unless only whitespace is left. */
  expectEnd(): void {
    this.skipWhitespace();
    if (this.pos !== this.bytes.length) this.fail('unexpected data after the JSON value');
  }

  /** Reads a value, building `levels` levels of containers (Infinity: all of it). */
  readValue(levels: number, depth = 0): unknown {
    this.skipWhitespace();
    const b = this.bytes[this.pos];
    const container = b === OPEN_BRACE || b === OPEN_BRACKET;
    if (levels < 0 || (levels === 0 && container)) {
      this.skipValue(depth);
      return container ? null : undefined;
    }
    if (b === OPEN_BRACE) return this.readObject(() => this.readValue(levels - 1, depth + 1), depth);
    if (b === OPEN_BRACKET) return this.readArray(levels, depth);
    if (b === QUOTE) return this.buildString(this.pos + 1);
    if (b === MINUS || isDigit(b)) return this.readNumber();
    return this.readLiteral();
  }

  /** Reads an object, reading each member's value with `readMember(key)`, which must consume it. */
  readObject(readMember: (key: string) => unknown, depth = 0): Record<string, unknown> {
    this.enterContainer(OPEN_BRACE, depth);
    const entries: [string, unknown][] = [];
    if (this.closes(CLOSE_BRACE)) return {};
    do {
      this.key();
      const key = this.buildString(this.pos + 1);
      this.skipWhitespace();
      this.expectByte(COLON, "expected ':'");
      entries.push([key, readMember(key)]);
    } while (this.separates(CLOSE_BRACE));
    return Object.fromEntries(entries);
  }

  private readArray(levels: number, depth: number): unknown[] {
    this.enterContainer(OPEN_BRACKET, depth);
    const items: unknown[] = [];
    if (this.closes(CLOSE_BRACKET)) return items;
    do items.push(this.readValue(levels - 1, depth + 1));
    while (this.separates(CLOSE_BRACKET));
    return items;
  }

  /** Checks one value against the grammar, building nothing. */
  private skipValue(depth: number): void {
    this.skipWhitespace();
    const b = this.bytes[this.pos];
    if (b === OPEN_BRACE) {
      this.enterContainer(OPEN_BRACE, depth);
      if (this.closes(CLOSE_BRACE)) return;
      do {
        this.key();
        this.skipString();
        this.skipWhitespace();
        this.expectByte(COLON, "expected ':'");
        this.skipValue(depth + 1);
      } while (this.separates(CLOSE_BRACE));
    } else if (b === OPEN_BRACKET) {
      this.enterContainer(OPEN_BRACKET, depth);
      if (this.closes(CLOSE_BRACKET)) return;
      do this.skipValue(depth + 1);
      while (this.separates(CLOSE_BRACKET));
    } else if (b === QUOTE) this.skipString();
    else if (b === MINUS || isDigit(b)) this.skipNumber();
    else this.literalAt();
  }

  /** Before a property name: moves to its opening quote. */
  private key(): void {
    this.skipWhitespace();
    if (this.bytes[this.pos] !== QUOTE) this.fail('expected a property name');
  }

  private enterContainer(open: number, depth: number): void {
    if (depth >= MAX_JSON_NESTING) this.fail(`nested deeper than ${MAX_JSON_NESTING} levels`);
    this.expectByte(open, 'expected a JSON value');
  }

  /** After `[` or `{`: consumes the closing byte of an empty container. */
  private closes(close: number): boolean {
    this.skipWhitespace();
    if (this.bytes[this.pos] !== close) return false;
    this.pos++;
    return true;
  }

  /** After a member or item: true on ',', false on the closing byte, else a syntax error. */
  private separates(close: number): boolean {
    this.skipWhitespace();
    const b = this.bytes[this.pos++];
    if (b === COMMA) return true;
    if (b === close) return false;
    this.pos--;
    return this.fail(close === CLOSE_BRACE ? "expected ',' or '}'" : "expected ',' or ']'");
  }

  /**
   * When the next value is a string: the bytes between its quotes, checked like any string but not
   * decoded. Otherwise undefined, and the value is left unread.
   */
  readRawString(): Buffer | undefined {
    if (this.bytes[this.skipWhitespace()] !== QUOTE) return undefined;
    const start = this.pos + 1;
    this.skipString();
    return this.bytes.subarray(start, this.pos - 1);
  }

  /** Moves past the string at `pos`; the scan that finds its end also checks escapes and control characters. */
  private skipString(): void {
    const { bytes } = this;
    const length = bytes.length;
    let i = this.pos + 1;
    for (;;) {
      // The hot loop: plain text runs until a quote, a backslash or a control character.
      let b = 0;
      while (i < length && (b = bytes[i]!) !== QUOTE && b !== BACKSLASH && b >= 0x20) i++;
      this.pos = i;
      if (i >= length) this.fail('unterminated string');
      if (b === QUOTE) break;
      if (b !== BACKSLASH) this.fail('control character in string');
      i = this.readEscape();
    }
    this.pos = i + 1;
  }

  /** A string that is wanted: found by native search, checked and decoded by JSON.parse. */
  private buildString(start: number): string {
    const { bytes } = this;
    let end = bytes.indexOf(QUOTE, start);
    for (;;) {
      if (end < 0) this.fail('unterminated string');
      let backslashes = 0;
      while (bytes[end - 1 - backslashes] === BACKSLASH) backslashes++;
      if (backslashes % 2 === 0) break;
      end = bytes.indexOf(QUOTE, end + 1);
    }
    const source = bytes.toString('utf8', start - 1, end + 1);
    this.pos = end + 1;
    try {
      return JSON.parse(source) as string;
    } catch {
      return this.fail('bad escape or control character in string');
    }
  }

  /** Checks the escape at `pos` (a backslash); returns the offset after it. */
  private readEscape(): number {
    const b = this.bytes[this.pos + 1];
    if (b === LOWER_U) {
      for (let i = 2; i <= 5; i++) if (!isHexDigit(this.bytes[this.pos + i])) this.fail('bad \\u escape');
      return this.pos + 6;
    }
    if (b === undefined || !SIMPLE_ESCAPES.has(b)) this.fail('bad escape in string');
    return this.pos + 2;
  }

  private readNumber(): number {
    const start = this.pos;
    this.skipNumber();
    return Number(this.bytes.toString('latin1', start, this.pos));
  }

  /** JSON's number grammar: -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)? */
  private skipNumber(): void {
    const { bytes } = this;
    if (bytes[this.pos] === MINUS) this.pos++;
    if (bytes[this.pos] === ZERO) this.pos++;
    else this.digits();
    if (bytes[this.pos] === DOT) {
      this.pos++;
      this.digits();
    }
    if (bytes[this.pos] === LOWER_E || bytes[this.pos] === UPPER_E) {
      this.pos++;
      if (bytes[this.pos] === PLUS || bytes[this.pos] === MINUS) this.pos++;
      this.digits();
    }
  }

  private digits(): void {
    if (!isDigit(this.bytes[this.pos])) this.fail('expected a digit');
    while (isDigit(this.bytes[this.pos])) this.pos++;
  }

  private readLiteral(): unknown {
    return LITERALS[this.literalAt()]![1];
  }

  /** Moves past the literal at `pos`; returns its index in LITERALS. */
  private literalAt(): number {
    for (let index = 0; index < LITERALS.length; index++) {
      const word = LITERALS[index]![0];
      let i = 0;
      while (i < word.length && this.bytes[this.pos + i] === word[i]) i++;
      if (i === word.length) {
        this.pos += i;
        return index;
      }
    }
    return this.fail('expected a JSON value');
  }

  /** Moves past whitespace; returns the offset of the next byte. */
  skipWhitespace(): number {
    while (isWhitespace(this.bytes[this.pos])) this.pos++;
    return this.pos;
  }

  private expectByte(b: number, reason: string): void {
    if (this.bytes[this.pos] !== b) this.fail(reason);
    this.pos++;
  }

  private fail(reason: string): never {
    throw new JsonBytesError(this.pos, reason);
  }
}
