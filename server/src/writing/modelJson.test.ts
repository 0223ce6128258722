import { describe, expect, it } from 'vitest';
import { OutlineReply, parseModelJson, VerdictsReply } from './modelJson.js';

describe('parseModelJson', () => {
  it('takes the JSON object out of a fenced reply', () => {
    const reply = 'Here it is:\n```json\n{"verdicts":[{"n":1,"supported":false}]}\n```';
    expect(parseModelJson(reply, VerdictsReply, 'check')).toEqual({ verdicts: [{ n: 1, supported: false }] });
  });

  it('fills defaults of an outline reply', () => {
    const out = parseModelJson('{"sections":[{"title":"A"}]}', OutlineReply, 'outline');
    expect(out.sections[0]).toEqual({ title: 'A', why: '', bibkeys: [], subsections: [] });
  });

  it('throws a 502 for a reply without usable JSON', () => {
    expect(() => parseModelJson('I cannot help', OutlineReply, 'outline')).toThrow(/did not return a usable outline/);
    expect(() => parseModelJson('{"sections":[]}', OutlineReply, 'outline')).toThrow();
  });
});
