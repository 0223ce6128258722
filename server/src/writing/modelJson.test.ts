import { describe, expect, it } from 'vitest';
import { OutlineReply, requireModelJson, VerdictsReply } from './modelJson.js';

describe('requireModelJson', () => {
  it('takes the JSON object out of a fenced reply', () => {
    const reply = 'Here it is:\n```json\n{"verdicts":[{"n":1,"supported":false}]}\n```';
    expect(requireModelJson(reply, VerdictsReply, 'check')).toEqual({ verdicts: [{ n: 1, supported: false }] });
  });

  it('fills defaults of an outline reply', () => {
    const out = requireModelJson('{"sections":[{"title":"A"}]}', OutlineReply, 'outline');
    expect(out.sections[0]).toEqual({ title: 'A', why: '', bibkeys: [], subsections: [] });
  });

  it('throws a 502 for a reply without usable JSON', () => {
    expect(() => requireModelJson('I cannot help', OutlineReply, 'outline')).toThrow(/did not return a usable outline/);
    expect(() => requireModelJson('{"sections":[]}', OutlineReply, 'outline')).toThrow();
  });
});
