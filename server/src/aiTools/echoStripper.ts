/**
 * Removes what a model echoes of its prompt around an answer that streams: the `<text>` wrapper the
 * input was sent in (or another tag the prompt used), and a code fence, at the very start and the
 * very end. Models do this despite the output rule, and "Apply to text" would otherwise put the
 * wrapper into the note, once more on every use.
 *
 * It holds back only what may still turn out to be a wrapper: the first characters until the
 * opening is known, and at any time a tail that could be the start of a closing wrapper.
 */
export class EchoStripper {
  private readonly openings: RegExp;
  private readonly closing: RegExp;
  private readonly closingMaxLength: number;
  private isStarted = false;
  private head = '';
  private tail = '';

  constructor(tags: readonly string[] = ['text']) {
    const names = tags.join('|');
    this.openings = new RegExp(`^\\s*(?:<(?:${names})>|\`\`\`[\\w-]*[ \\t]*(?=\\n))[ \\t]*\\n?`, 'i');
    this.closing = new RegExp(`\\s*(?:</(?:${names})>|\`\`\`)\\s*$`, 'i');
    this.closingMaxLength = Math.max(...tags.map((tag) => tag.length + 3), 3);
  }

  /** `text` without the wrapper, for an answer read whole. */
  static strip(text: string, tags?: readonly string[]): string {
    const stripper = new EchoStripper(tags);
    return stripper.push(text) + stripper.end();
  }

  /** The part of `delta` that is surely answer text (possibly ''). */
  push(delta: string): string {
    if (!this.isStarted) {
      this.head += delta;
      const decided = this.decideOpening();
      if (decided === undefined) return '';
      return this.release(decided);
    }
    return this.release(delta);
  }

  /** Whatever was held back, without a closing wrapper; call once when the stream ends. */
  end(): string {
    const rest = this.isStarted ? this.tail : this.head.replace(this.openings, '');
    this.isStarted = true;
    this.tail = '';
    return rest.replace(this.closing, '');
  }

  /** The head without its opening wrapper once that is known; undefined while it may still be one. */
  private decideOpening(): string | undefined {
    const match = this.openings.exec(this.head);
    if (match) {
      const rest = this.head.slice(match[0].length);
      // `<text>` alone: the line break after it may still come, and belongs to the wrapper.
      if (rest === '' && !match[0].endsWith('\n')) return undefined;
      this.isStarted = true;
      return rest;
    }
    const trimmed = this.head.trimStart();
    if (trimmed === '' || couldBeOpening(trimmed)) return undefined;
    this.isStarted = true;
    return this.head;
  }

  /** Passes text on, keeping back a tail that could be the start of a closing wrapper. */
  private release(text: string): string {
    const all = this.tail + text;
    const keep = heldTailLength(all, this.closingMaxLength);
    this.tail = all.slice(all.length - keep);
    return all.slice(0, all.length - keep);
  }
}

/** True while `text` is a prefix of an opening tag or fence (`<te`, `` `` ``, `` ```latex ``). */
function couldBeOpening(text: string): boolean {
  if (text.startsWith('```')) return !text.includes('\n');
  if (text.startsWith('`')) return '```'.startsWith(text);
  return text.startsWith('<') && !text.includes('>') && text.length < 40;
}

/**
 * How many characters at the end of `text` to hold: a partial `</…` or backtick run with the white
 * space before it, or trailing white space with a line break, which might be (part of) a closing
 * wrapper once the stream ends.
 */
function heldTailLength(text: string, maxTagLength: number): number {
  const trailingSpace = text.length - text.trimEnd().length;
  const body = text.slice(0, text.length - trailingSpace);
  const lastOpen = body.lastIndexOf('<');
  if (lastOpen >= 0 && body.length - lastOpen <= maxTagLength && /^<\/?[\w-]*>?$/.test(body.slice(lastOpen))) {
    return withSpaceBefore(text, lastOpen);
  }
  const ticks = /`{1,3}$/.exec(body);
  if (ticks) return withSpaceBefore(text, ticks.index);
  // A closing wrapper sits on its own line: a line break may belong to it, a space between words not.
  return text.slice(body.length).includes('\n') ? trailingSpace : 0;
}

/** The length from `index` to the end, moved back over the white space just before it. */
function withSpaceBefore(text: string, index: number): number {
  let start = index;
  while (start > 0 && /\s/.test(text[start - 1]!)) start--;
  return text.length - start;
}
