import type { ProseMirrorDoc } from '@inkstone/shared/api/textEditor';

function isSameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a);
  const bRecord = b as Record<string, unknown>;
  if (aKeys.length !== Object.keys(b).length) return false;
  const aRecord = a as Record<string, unknown>;
  return aKeys.every((key) => key in bRecord && isSameJson(aRecord[key], bRecord[key]));
}

/** True when two documents hold the same content, whatever the order of their keys. */
export function isSameDocument(a: ProseMirrorDoc, b: ProseMirrorDoc): boolean {
  return isSameJson(a, b);
}
