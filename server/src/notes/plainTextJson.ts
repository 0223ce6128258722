import { cleanText } from '../lib/cleanText.js';

/**
 * A note's plain text as the inside of the JSON string it arrived in (between the quotes, escapes
 * kept), already checked against the JSON grammar. A save splits, digests and measures it as bytes
 * and decodes only the pieces it rewrites (searchText.ts): decoding and counting a megabyte of
 * text on every save was a third of the save's time (decisions/020).
 */
export class PlainTextJson {
  constructor(readonly bytes: Buffer) {}

  /** A text the server already holds as a string (a new note). */
  static of(text: string): PlainTextJson {
    const json = Buffer.from(JSON.stringify(text));
    return new PlainTextJson(json.subarray(1, json.length - 1));
  }

  /**
   * The size of the decoded text in UTF-8; never more than `bytes.length`, as no escape is shorter,
   * so only a text whose JSON is over a limit needs it.
   */
  utf8Length(): number {
    return Buffer.byteLength(decodeTextPiece(this.bytes));
  }
}

/**
 * The text of a piece of a PlainTextJson (one that ends between escapes), under the text input rule
 * (lib/cleanText.ts): the hook that applies it to every request body sees this text only as bytes.
 */
export function decodeTextPiece(bytes: Buffer): string {
  return cleanText(JSON.parse(`"${bytes.toString('utf8')}"`) as string);
}
