import { describe, expect, it } from 'vitest';
import { VarintReader, VarintWriter } from './varint.js';

describe('varints', () => {
  it('round-trips values from 0 to 2^32 − 1', () => {
    const values = [0, 1, 127, 128, 300, 16383, 16384, 2 ** 21, 2 ** 28 + 5, 2 ** 32 - 1];
    const writer = new VarintWriter(1);
    values.forEach((v) => writer.write(v));
    const reader = new VarintReader(writer.bytes, 0);
    expect(values.map(() => reader.read())).toEqual(values);
    expect(reader.offset).toBe(writer.length);
  });
});
