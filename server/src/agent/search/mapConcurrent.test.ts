import { describe, expect, it } from 'vitest';
import { batchesOf, concurrencyGate, mapConcurrent } from './mapConcurrent.js';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('mapConcurrent', () => {
  it('keeps the input order and never runs more than the limit at once', async () => {
    let running = 0;
    let peak = 0;
    const out = await mapConcurrent([5, 1, 4, 2, 3], 2, async (n) => {
      peak = Math.max(peak, ++running);
      await tick();
      running--;
      return n * 10;
    });
    expect(out).toEqual([50, 10, 40, 20, 30]);
    expect(peak).toBe(2);
  });
});

describe('concurrencyGate', () => {
  it('queues calls beyond the limit and runs them in order as others finish', async () => {
    const gate = concurrencyGate(2);
    const started: number[] = [];
    let running = 0;
    let peak = 0;
    await Promise.all(
      [1, 2, 3, 4].map((n) =>
        gate(async () => {
          started.push(n);
          peak = Math.max(peak, ++running);
          await tick();
          running--;
        }),
      ),
    );
    expect(started).toEqual([1, 2, 3, 4]);
    expect(peak).toBe(2);
  });

  it('frees its slot when a call fails', async () => {
    const gate = concurrencyGate(1);
    await expect(gate(() => Promise.reject(new Error('x')))).rejects.toThrow('x');
    expect(await gate(async () => 'next')).toBe('next');
  });
});

describe('batchesOf', () => {
  it('splits into about `parts` batches within the size bounds', () => {
    expect(
      batchesOf(
        Array.from({ length: 40 }, (_, i) => i),
        8,
        8,
        25,
      ).map((b) => b.length),
    ).toEqual([8, 8, 8, 8, 8]);
    expect(
      batchesOf(
        Array.from({ length: 200 }, (_, i) => i),
        8,
        8,
        25,
      ),
    ).toHaveLength(8);
    expect(batchesOf([], 8, 8, 25)).toEqual([]);
  });
});
