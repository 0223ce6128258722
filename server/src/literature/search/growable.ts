type TypedArray = Uint8Array | Uint16Array | Int16Array | Uint32Array | Int32Array | Float32Array | Float64Array;
type TypedArrayCtor<T extends TypedArray> = new (length: number) => T;

/**
 * Returns `array` if it can hold `needed` elements, else a copy with 1.5× the
 * capacity (amortised O(1) appends without per-element objects).
 */
export function ensureCapacity<T extends TypedArray>(array: T, needed: number, ctor: TypedArrayCtor<T>): T {
  if (needed <= array.length) return array;
  const grown = new ctor(Math.max(needed, Math.ceil(array.length * 1.5), 16));
  grown.set(array);
  return grown;
}
