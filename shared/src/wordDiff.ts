import { isCjkCharacter } from './wordCount.js';

/** A stretch both texts share. */
export interface EqualHunk {
  type: 'equal';
  text: string;
}
/** A stretch the revision changed: `removed` from the original, `added` in its place (either may be empty). */
export interface ChangeHunk {
  type: 'change';
  removed: string;
  added: string;
}
/** One piece of a word-level diff, in document order. */
export type DiffHunk = EqualHunk | ChangeHunk;

/**
 * Beyond this many edits the exact diff costs too much memory (it grows with the square of the edit
 * count), and a rewrite that different reads better as one change anyway.
 */
const MAX_EDITS = 2000;

// A run of letters, digits and marks, joined inside by apostrophes or hyphens (don't, state-of-the-art);
// a run of whitespace; or any other single character (punctuation).
const TOKEN = /[\p{L}\p{N}\p{M}]+(?:['’\-‐‑][\p{L}\p{N}\p{M}]+)*|\s+|[^]/gu;

/**
 * Splits text into diff tokens: every CJK character on its own (CJK text has no spaces between
 * words), Latin-script words, runs of whitespace, and each punctuation mark. Joining the tokens
 * gives the text back.
 */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const [match] of text.matchAll(TOKEN)) {
    let latin = '';
    for (const char of match) {
      if (!isCjkCharacter(char)) {
        latin += char;
        continue;
      }
      if (latin) tokens.push(latin);
      latin = '';
      tokens.push(char);
    }
    if (latin) tokens.push(latin);
  }
  return tokens;
}

type Op = 0 | 1 | 2; // equal, remove (from a), add (from b)
const EQUAL: Op = 0;
const REMOVE: Op = 1;
const ADD: Op = 2;

/**
 * Myers' O((N+M)·D) shortest edit script. Returns the frontier before each step, kept only over the
 * diagonals that step can reach, or undefined past `maxEdits`.
 */
function frontiers(a: readonly string[], b: readonly string[], maxEdits: number): Int32Array[] | undefined {
  const n = a.length;
  const m = b.length;
  const max = n + m;
  const off = max + 1;
  const v = new Int32Array(2 * max + 3);
  const trace: Int32Array[] = [];
  for (let d = 0; d <= Math.min(max, maxEdits); d++) {
    trace.push(v.slice(off - d - 1, off + d + 2));
    for (let k = -d; k <= d; k += 2) {
      const down = k === -d || (k !== d && v[off + k - 1]! < v[off + k + 1]!);
      let x = down ? v[off + k + 1]! : v[off + k - 1]! + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x++;
        y++;
      }
      v[off + k] = x;
      if (x >= n && y >= m) return trace;
    }
  }
  return undefined;
}

/** Walks the frontiers back from the end into the edit script, in order. */
function backtrack(trace: Int32Array[], n: number, m: number): Op[] {
  const ops: Op[] = [];
  let x = n;
  let y = m;
  for (let d = trace.length - 1; d >= 0; d--) {
    const v = trace[d]!;
    const at = (k: number) => v[k + d + 1]!;
    const k = x - y;
    const prevK = k === -d || (k !== d && at(k - 1) < at(k + 1)) ? k + 1 : k - 1;
    const prevX = at(prevK);
    const prevY = prevX - prevK;
    while (x > prevX && y > prevY) {
      ops.push(EQUAL);
      x--;
      y--;
    }
    if (d > 0) ops.push(x === prevX ? ADD : REMOVE);
    x = prevX;
    y = prevY;
  }
  return ops.reverse();
}

/** The edit script between two token lists; one replacement of everything when it is too long. */
function editScript(a: readonly string[], b: readonly string[]): Op[] {
  const trace = frontiers(a, b, MAX_EDITS);
  if (trace) return backtrack(trace, a.length, b.length);
  return [...a.map((): Op => REMOVE), ...b.map((): Op => ADD)];
}

function toHunks(a: readonly string[], b: readonly string[], ops: readonly Op[]): DiffHunk[] {
  const hunks: DiffHunk[] = [];
  let i = 0;
  let j = 0;
  for (const op of ops) {
    const last = hunks.at(-1);
    if (op === EQUAL) {
      const token = a[i++]!;
      j++;
      if (last?.type === 'equal') last.text += token;
      else hunks.push({ type: 'equal', text: token });
      continue;
    }
    const change = last?.type === 'change' ? last : { type: 'change' as const, removed: '', added: '' };
    if (change !== last) hunks.push(change);
    if (op === REMOVE) change.removed += a[i++]!;
    else change.added += b[j++]!;
  }
  return hunks;
}

/** Two changes separated only by a space read as one change ("a big dog" → "the small cat"); mutates fresh hunks. */
function mergeAcrossSpaces(hunks: DiffHunk[]): DiffHunk[] {
  const out: DiffHunk[] = [];
  for (let i = 0; i < hunks.length; i++) {
    const hunk = hunks[i]!;
    const prev = out.at(-1);
    const next = hunks[i + 1];
    if (hunk.type === 'equal' && /^\s+$/.test(hunk.text) && prev?.type === 'change' && next?.type === 'change') {
      prev.removed += hunk.text + next.removed;
      prev.added += hunk.text + next.added;
      i++;
    } else {
      out.push(hunk);
    }
  }
  return out;
}

/**
 * Word-level diff of `original` against `revised` (CJK-aware, see {@link tokenize}): equal stretches
 * and changes, in order. Identical texts give one equal hunk (none when both are empty).
 */
export function wordDiff(original: string, revised: string): DiffHunk[] {
  const a = tokenize(original);
  const b = tokenize(revised);
  // The shared head and tail cost nothing to find and shrink the search a lot.
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  const midA = a.slice(head, a.length - tail);
  const midB = b.slice(head, b.length - tail);
  const ops: Op[] = [...Array<Op>(head).fill(EQUAL), ...editScript(midA, midB), ...Array<Op>(tail).fill(EQUAL)];
  return mergeAcrossSpaces(toHunks(a, b, ops));
}

/** The text with the changes `isAccepted` picks applied and the others left as in the original. */
export function applyHunks(hunks: readonly DiffHunk[], isAccepted: (index: number) => boolean): string {
  return hunks
    .map((hunk, index) => (hunk.type === 'equal' ? hunk.text : isAccepted(index) ? hunk.added : hunk.removed))
    .join('');
}
