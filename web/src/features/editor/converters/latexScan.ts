// Environments whose bodies are read as written: a `%` in them is text, not a comment.
const VERBATIM = /\\begin\{(verbatim\*?|Verbatim|lstlisting|minted)\}[\s\S]*?\\end\{\1\}|\\verb\*?([^a-zA-Z\s*]).*?\2/g;
// A `%` after an even number of backslashes, to the end of its line. Like TeX, the comment also takes
// the line break and the next line's indent, unless that line is blank (it still ends the paragraph).
const COMMENT = /(^|[^\\])((?:\\\\)*)%.*(?:\n(?![ \t]*\n)[ \t]*)?/gm;

/** LaTeX source without its comments, verbatim text kept. */
export function stripComments(source: string): string {
  let out = '';
  let at = 0;
  for (const match of source.matchAll(VERBATIM)) {
    out += source.slice(at, match.index).replace(COMMENT, '$1$2') + match[0];
    at = match.index + match[0].length;
  }
  return out + source.slice(at).replace(COMMENT, '$1$2');
}

const COMMAND_NAME = /\\([a-zA-Z@]+|[\s\S])/y;
// Spaces and a single line break, as TeX skips after a command word; a blank line stays.
const SPACE = /[ \t]*(?:\n(?![ \t]*\n)[ \t]*)?/y;
const INDENT = /[ \t]*/y;

/** The length of what a sticky pattern matches at an index (0 when nothing). */
export function matchLength(pattern: RegExp, src: string, index: number): number {
  pattern.lastIndex = index;
  return pattern.exec(src)?.[0].length ?? 0;
}

/** A position in LaTeX source, with the reads a parser needs. */
export class Cursor {
  constructor(
    readonly src: string,
    public pos = 0,
  ) {}

  get isDone(): boolean {
    return this.pos >= this.src.length;
  }

  peek(offset = 0): string {
    return this.src[this.pos + offset] ?? '';
  }

  startsWith(text: string): boolean {
    return this.src.startsWith(text, this.pos);
  }

  /** The name of the command whose backslash is at the cursor: letters, or the one character after it. */
  commandName(): string {
    COMMAND_NAME.lastIndex = this.pos;
    const name = COMMAND_NAME.exec(this.src)?.[1] ?? '';
    this.pos += 1 + name.length;
    if (/^[a-zA-Z@]/.test(name)) this.skipSpace();
    return name;
  }

  /** Skips spaces and a single line break, as TeX does after a command word (a blank line stays). */
  skipSpace(): void {
    this.pos += matchLength(SPACE, this.src, this.pos);
  }

  /** Takes a `*` right at the cursor. */
  star(): boolean {
    if (this.peek() !== '*') return false;
    this.pos++;
    return true;
  }

  /** The body of a `{…}` group at the cursor (after spaces), or null when none opens there. */
  group(): string | null {
    return this.balanced('{', '}');
  }

  /** The body of a `[…]` optional argument at the cursor (after spaces), or null. */
  optional(): string | null {
    return this.balanced('[', ']');
  }

  /** Every optional and braced argument that follows, in order; the braced ones are returned. */
  groups(): string[] {
    const found: string[] = [];
    for (;;) {
      if (this.optional() !== null) continue;
      const group = this.group();
      if (group === null) return found;
      found.push(group);
    }
  }

  private balanced(open: string, close: string): string | null {
    const start = this.pos + matchLength(INDENT, this.src, this.pos);
    if (this.src[start] !== open) return null;
    // Braces nest; a `]` inside braces does not close an optional argument (`[{a]b}]` is one).
    let depth = 0;
    for (let i = start + 1; i < this.src.length; i++) {
      const char = this.src[i];
      if (char === '\\') i++;
      else if (char === close && depth === 0) {
        this.pos = i + 1;
        return this.src.slice(start + 1, i);
      } else if (char === '{') depth++;
      else if (char === '}') depth--;
    }
    return null;
  }

  /** Everything up to `end` (which is skipped), or to the end of the source. */
  until(end: string): string {
    const at = this.src.indexOf(end, this.pos);
    const stop = at < 0 ? this.src.length : at;
    const text = this.src.slice(this.pos, stop);
    this.pos = at < 0 ? stop : stop + end.length;
    return text;
  }

  /** Everything up to the next `char` that is not escaped (`\$` is text), which is skipped. */
  untilUnescaped(char: string): string {
    for (let i = this.pos; i < this.src.length; i++) {
      if (this.src[i] === '\\') i++;
      else if (this.src[i] === char) {
        const text = this.src.slice(this.pos, i);
        this.pos = i + 1;
        return text;
      }
    }
    return this.until(char);
  }

  /** The body of environment `name` whose `\begin` was just read, up to its matching `\end`. */
  environment(name: string): string {
    const begin = `\\begin{${name}}`;
    const end = `\\end{${name}}`;
    let depth = 1;
    for (let i = this.pos; i < this.src.length; i++) {
      if (this.src.startsWith(begin, i)) depth++;
      else if (this.src.startsWith(end, i) && --depth === 0) {
        const body = this.src.slice(this.pos, i);
        this.pos = i + end.length;
        return body;
      }
    }
    const body = this.src.slice(this.pos);
    this.pos = this.src.length;
    return body;
  }
}

/**
 * Splits source at a separator that stands outside every group and environment: `\item` in a list,
 * `\\` and `&` in a tabular. `separatorAt` gives the separator's length at an index, or 0.
 */
export function splitTopLevel(src: string, separatorAt: (src: string, index: number) => number): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < src.length; i++) {
    const length = depth === 0 ? separatorAt(src, i) : 0;
    if (length > 0) {
      parts.push(src.slice(start, i));
      start = i + length;
      i = start - 1;
    } else if (src.startsWith('\\begin{', i)) depth++;
    else if (src.startsWith('\\end{', i)) depth--;
    else if (src[i] === '\\') i++;
    else if (src[i] === '{') depth++;
    else if (src[i] === '}') depth--;
  }
  parts.push(src.slice(start));
  return parts;
}
