import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { extractJson, parseModelJson } from './modelJson.js';

describe('extractJson', () => {
  it('reads plain JSON, fenced JSON and JSON wrapped in prose', () => {
    expect(extractJson('{"a":1}')).toEqual({ a: 1 });
    expect(extractJson('```json\n{"a":[1,2]}\n```')).toEqual({ a: [1, 2] });
    expect(extractJson('Sure! Here it is: {"a":"x"} Hope this helps {smile}')).toEqual({ a: 'x' });
    expect(extractJson('<think>maybe {"a":0}</think>{"a":2}')).toEqual({ a: 2 });
    expect(extractJson('[{"ref":"1"}]')).toEqual([{ ref: '1' }]);
  });

  it('gives undefined for text without JSON or with broken JSON', () => {
    expect(extractJson('no json here')).toBeUndefined();
    expect(extractJson('{"a": ')).toBeUndefined();
  });
});

describe('parseModelJson', () => {
  const Schema = z.object({ queries: z.array(z.string()) });
  it('returns the value only when it has the expected shape', () => {
    expect(parseModelJson('```\n{"queries":["a b"]}\n```', Schema)).toEqual({ queries: ['a b'] });
    expect(parseModelJson('{"queries":"a b"}', Schema)).toBeUndefined();
  });
});
