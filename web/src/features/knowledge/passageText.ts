/** A run of text, marked when it is one of the matched words. */
export interface Segment {
  text: string;
  isMatch: boolean;
}

/**
 * Splits a search snippet into plain and matched runs: the server wraps matched words in «…».
 * An unclosed « is kept as text, so a snippet cut mid-match still reads correctly.
 */
export function snippetSegments(snippet: string): Segment[] {
  const segments: Segment[] = [];
  const push = (text: string, isMatch: boolean) => {
    if (text) segments.push({ text, isMatch });
  };
  let rest = snippet;
  for (;;) {
    const open = rest.indexOf('«');
    const close = open === -1 ? -1 : rest.indexOf('»', open + 1);
    if (close === -1) break;
    push(rest.slice(0, open), false);
    push(rest.slice(open + 1, close), true);
    rest = rest.slice(close + 1);
  }
  push(rest, false);
  return segments;
}

/** A run of an answer: text, or a citation of the n-th passage (from 1). */
export type AnswerPart = { kind: 'text'; text: string } | { kind: 'cite'; n: number };

/**
 * Splits a written answer at its `[n]` markers (also `[1, 3]` and `[1][2]`). A number that names
 * no passage stays as text: a marker must never point at a passage that was not given.
 */
export function answerParts(answer: string, passageCount: number): AnswerPart[] {
  const parts: AnswerPart[] = [];
  const pushText = (text: string) => {
    const last = parts.at(-1);
    if (last?.kind === 'text') last.text += text;
    else if (text) parts.push({ kind: 'text', text });
  };
  let index = 0;
  for (const match of answer.matchAll(/\[(\d+(?:\s*[,，]\s*\d+)*)\]/g)) {
    pushText(answer.slice(index, match.index));
    const numbers = (match[1] ?? '').split(/[,，]/).map((value) => Number(value.trim()));
    if (numbers.every((n) => n >= 1 && n <= passageCount)) {
      for (const n of numbers) parts.push({ kind: 'cite', n });
    } else {
      pushText(match[0]);
    }
    index = match.index + match[0].length;
  }
  pushText(answer.slice(index));
  return parts;
}
