/** One frame of a browser stack trace (Chrome's `at fn (url:line:col)` or Firefox/Safari's `fn@url:line:col`). */
export interface StackFrame {
  fn: string | undefined;
  file: string;
  line: number;
  column: number;
}

const CHROME_FRAME = /^\s*at (?:(.+?) \()?(.+?):(\d+):(\d+)\)?\s*$/;
const GECKO_FRAME = /^\s*(.*?)@(.+?):(\d+):(\d+)\s*$/;

/** The frame a stack line names, or undefined for the message line and frames without a position. */
export function parseFrame(line: string): StackFrame | undefined {
  const m = CHROME_FRAME.exec(line) ?? GECKO_FRAME.exec(line);
  if (!m) return undefined;
  const [, fn, file, lineNo, col] = m as unknown as [string, string | undefined, string, string, string];
  return { fn: fn || undefined, file, line: Number(lineNo), column: Number(col) };
}

/** The frames of a stack, top first. */
export function parseFrames(stack: string): StackFrame[] {
  return stack.split('\n').flatMap((line) => parseFrame(line) ?? []);
}

/** A frame written the Chrome way, which is how the admin view shows every stack. */
export function formatFrame(frame: StackFrame): string {
  const where = `${frame.file}:${frame.line}:${frame.column}`;
  return frame.fn ? `    at ${frame.fn} (${where})` : `    at ${where}`;
}

/** The first `frames` frame lines of a stack (with the message lines before them). */
export function topOfStack(stack: string, frames: number): string {
  const out: string[] = [];
  let seen = 0;
  for (const line of stack.split('\n')) {
    if (parseFrame(line)) seen += 1;
    if (seen > frames) break;
    out.push(line);
  }
  return out.join('\n');
}
