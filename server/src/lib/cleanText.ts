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
 * as they are: their owner decides. The walk keeps its own stack, so a body nested thousands deep
 * (valid JSON) cannot exhaust the call stack.
 */
export function cleanStrings<T>(value: T): T {
  if (typeof value === 'string') return cleanText(value) as T;
  const pending: object[] = [];
  if (isContainer(value)) pending.push(value);
  for (let container = pending.pop(); container; container = pending.pop()) {
    if (Array.isArray(container)) {
      for (let i = 0; i < container.length; i++) container[i] = cleanMember(container[i], pending);
    } else {
      cleanObject(container as Record<string, unknown>, pending);
    }
  }
  return value;
}

function isContainer(value: unknown): value is object {
  return value !== null && typeof value === 'object' && (Array.isArray(value) || isPlainObject(value));
}

/** A member cleaned if it is a string; queued for the walk if it is a container. */
function cleanMember(member: unknown, pending: object[]): unknown {
  if (typeof member === 'string') return cleanText(member);
  if (isContainer(member)) pending.push(member);
  return member;
}

function cleanObject(object: Record<string, unknown>, pending: object[]): void {
  for (const key of Object.keys(object)) {
    const cleanKey = cleanText(key);
    const cleaned = cleanMember(object[key], pending);
    if (cleanKey !== key) {
      delete object[key];
      // A key that collides with another after cleaning keeps the first one (JSON.parse keeps the last
      // duplicate; neither is meaningful, and validation sees one value).
      if (!(cleanKey in object)) object[cleanKey] = cleaned;
    } else {
      object[key] = cleaned;
    }
  }
}
