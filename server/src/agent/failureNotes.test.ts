import { describe, expect, it } from 'vitest';
import type { AgentModel } from './agentModel.js';
import { FailureNotes, withoutAiSentence } from './failureNotes.js';

describe('withoutAiSentence', () => {
  it('names the step, the part that went without AI, and why', () => {
    expect(withoutAiSentence({ step: 'filter', reason: 'unreadable', parts: 4, of: 4 })).toBe(
      "relevance filter ran without AI: the model's answers could not be read",
    );
    expect(withoutAiSentence({ step: 'translate', reason: 'failed', parts: 1, of: 3 })).toBe(
      '1 of 3 parts of the translation ran without AI: the model failed',
    );
  });
});

describe('FailureNotes', () => {
  // Only what FailureNotes reads of the model.
  const model = (failure: AgentModel['failure'], filter?: boolean) =>
    ({
      failure,
      withoutAi: (step: string) =>
        filter && step === 'filter' ? { step: 'filter', reason: 'failed', parts: 2, of: 2 } : undefined,
      allWithoutAi: () => (filter ? [{ step: 'filter', reason: 'failed', parts: 2, of: 2 }] : []),
    }) as unknown as AgentModel;

  it('says nothing for a run that had the model throughout', () => {
    const notes = new FailureNotes(model(undefined));
    expect(notes.take('intents')).toEqual({});
    expect(notes.message()).toBeNull();
  });

  it('notes the step without AI on its progress, the failure once, and sums both up', () => {
    const failure = { errorCode: 'upstream_error', errorMsg: 'HTTP 500' };
    const notes = new FailureNotes(model(failure, true));
    expect(notes.take('filter')).toEqual({
      withoutAi: { step: 'filter', reason: 'failed', parts: 2, of: 2 },
      aiFailure: failure,
    });
    expect(notes.take('translate')).toEqual({});
    expect(notes.message()).toBe('The AI model failed (HTTP 500). Relevance filter ran without AI: the model failed.');
  });
});
