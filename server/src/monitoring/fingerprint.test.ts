import { describe, expect, it } from 'vitest';
import { fingerprintOf, normaliseMessage } from './fingerprint.js';
import { parseFrames, topOfStack } from './stackFrames.js';

const chrome = (file: string, line: number) =>
  `TypeError: x\n    at render (https://a.example/assets/${file}:${line}:10)\n    at async load (https://a.example/assets/${file}:1:2)`;

describe('stack frames', () => {
  it('reads Chrome and Firefox frames, with or without a function name', () => {
    const frames = parseFrames(
      [
        'TypeError: x',
        '    at render (https://a.example/assets/App-Ab12Cd34.js:1:200)',
        '    at https://a.example/assets/App-Ab12Cd34.js:3:4',
        'load@https://a.example/assets/App-Ab12Cd34.js:5:6',
        '@https://a.example/assets/App-Ab12Cd34.js:7:8',
      ].join('\n'),
    );
    expect(frames.map((f) => [f.fn, f.line, f.column])).toEqual([
      ['render', 1, 200],
      [undefined, 3, 4],
      ['load', 5, 6],
      [undefined, 7, 8],
    ]);
  });

  it('keeps the message and the first frames of a stack', () => {
    expect(topOfStack(chrome('a.js', 1), 1).split('\n')).toHaveLength(2);
  });
});

describe('fingerprints', () => {
  it('takes numbers, ids, origins and asset hashes out of a message', () => {
    expect(
      normaliseMessage('Item 42 of 0b6c2f0e-1111-4a4a-8888-123456789abc at https://x.example/assets/a-Ab12Cd34.js'),
    ).toBe('Item <n> of <id> at /assets/a.js');
  });

  it('groups one error across builds and moved lines, and tells different errors and kinds apart', () => {
    const a = fingerprintOf('error', 'Cannot read 1', chrome('Page-Ab12Cd34.js', 10));
    expect(fingerprintOf('error', 'Cannot read 2', chrome('Page-Zz98Yy76.js', 99))).toBe(a);
    expect(fingerprintOf('error', 'Cannot write 1', chrome('Page-Ab12Cd34.js', 10))).not.toBe(a);
    expect(fingerprintOf('unhandledrejection', 'Cannot read 1', chrome('Page-Ab12Cd34.js', 10))).not.toBe(a);
    expect(fingerprintOf('error', 'Cannot read 1', chrome('Other-Ab12Cd34.js', 10))).not.toBe(a);
  });
});
