import { cleanText } from '../lib/cleanText.js';

const BACKSLASH = 0x5c;
const LOWER_U = 0x75;

/** The UTF-8 length of the character a `\uXXXX` escape stands for (each half of a pair counts 2). */
function escapedCharUtf8Length(code: number): number {
  if (code < 0x80) return 1;
  if (code < 0x800 || (code >= 0xd800 && code <= 0xdfff)) return 2;
  return 3;
}

/**
 * A note's plain text as the inside of the JSON string it arrived in (between the quotes, escapes
 * kept), already checked against the JSON grammar. A save splits, digests and measures it as bytes
 * and decodes only the pieces it rewrites (searchText.ts): decoding and counting a megabyte of
 * text on every save was a third of the save's time (decisions/009).
 */
export class PlainTextJson {
  constructor(readonly bytes: Buffer) {}

  /** A text the server already holds as a string (a new note). */
  static of(text: string): PlainTextJson {
    const json = Buffer.from(JSON.stringify(text));
    return new PlainTextJson(json.subarray(1, json.length - 1));
  }

  /** The size of the decoded text in UTF-8; never more than `bytes.length`, as no escape is shorter. */
  utf8Length(): number {
    const { bytes } = this;
    let length = bytes.length;
    for (let i = bytes.indexOf(BACKSLASH); i >= 0; i = bytes.indexOf(BACKSLASH, i)) {
      if (bytes[i + 1] === LOWER_U) {
        length -= 6 - escapedCharUtf8Length(Number.parseInt(bytes.toString('latin1', i + 2, i + 6), 16));
        i += 6;
      } else {
        length -= 1;
        i += 2;
      }
    }
    return length;
  }
}

/**
 * The text of a piece of a PlainTextJson (one that ends between escapes), under the text input rule
 * (lib/cleanText.ts): the hook that applies it to every request body sees this text only as bytes.
 */
export function decodeTextPiece(bytes: Buffer): string {
  return cleanText(JSON.parse(`"${bytes.toString('utf8')}"`) as string);
}
