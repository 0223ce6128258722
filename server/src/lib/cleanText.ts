/**
 * The one rule for text that enters Inkstone (docs/security.md, "Text input"): PostgreSQL refuses
 * U+0000 in `text` and `jsonb`, and lone UTF-16 surrogates in `jsonb`, so either would turn a
 * request into a 500, or leave a note that can never be saved again. NUL carries no meaning in
 * a researcher's text (it arrives with text pasted from PDFs), so it is dropped; a lone surrogate
 * is half a character that no encoding can store, so it becomes U+FFFD, as a UTF-8 decoder does.
 */
export function cleanText(text: string): string {
  const withoutNul = text.includes('\0') ? text.replaceAll('\0', '') : text;
  return withoutNul.isWellFormed() ? withoutNul : withoutNul.toWellFormed();
}

/** An object of plain data: `{}`, `Object.create(null)`, or a query string parser's dictionary (whose prototype is an empty null-prototype object). */
function isPlainObject(value: object): value is Record<string, unknown> {
  const proto = Object.getPrototypeOf(value) as object | null;
  return proto === Object.prototype || proto === null || Object.getPrototypeOf(proto) === null;
}

/**
 * `value` with cleanText applied to every string inside plain objects and arrays (keys included),
 * changed in place where it can be. Other objects (a document kept as its bytes, a Buffer) are left
 * as they are: their owner decides.
 */
export function cleanStrings<T>(value: T): T {
  return cleanValue(value) as T;
}

function cleanValue(value: unknown): unknown {
  if (typeof value === 'string') return cleanText(value);
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = cleanValue(value[i]);
    return value;
  }
  if (!isPlainObject(value)) return value;
  for (const key of Object.keys(value)) {
    const cleanKey = cleanText(key);
    const cleaned = cleanValue(value[key]);
    if (cleanKey !== key) {
      delete value[key];
      // A key that collides with another after cleaning keeps the first one (JSON.parse keeps the last
      // duplicate; neither is meaningful, and validation sees one value).
      if (!(cleanKey in value)) value[cleanKey] = cleaned;
    } else {
      value[key] = cleaned;
    }
  }
  return value;
}
