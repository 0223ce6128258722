import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { StructuredMode } from '@inkstone/shared/api/modelSettings';
import { startFakeLlm, type FakeLlm } from '../../test/fakes/fakeLlm.js';
import type { FakeStructuredKind } from '../../test/fakes/fakeStructured.js';
import { CallGuard } from '../callGuard.js';
import type { LlmConfig } from '../config.js';
import { StructuredOutputError } from '../llmErrors.js';
import { createChatModel } from '../providers.js';
import { askStructured } from './askStructured.js';

const Answer = z.object({ queries: z.array(z.string()).min(1) });
const ask = {
  step: 'test.queries',
  prompt: { version: 'test.v1', system: 'You write search queries.', prompt: 'Topic: machine translation' },
  schema: Answer,
};
const VALUE = { queries: ['neural machine translation'] };

let fake: FakeLlm;
beforeAll(async () => {
  fake = await startFakeLlm();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.setResponder(undefined);
});

function run(mode: StructuredMode) {
  const config: LlmConfig = {
    provider: 'openai-compatible',
    baseUrl: fake.baseUrl,
    apiKey: null,
    model: 'fake-model',
    fastModel: null,
    structuredOutput: mode,
  };
  const newGuard = () => new CallGuard(new AbortController().signal, { stallMs: 2000, totalMs: 5000 });
  return askStructured(createChatModel(config, config.model), mode, ask, newGuard);
}

// What each kind of model honours: the mode configured for it gets the object in one call.
const HONOURED: Array<[FakeStructuredKind, StructuredMode]> = [
  ['schema', 'json_schema'],
  ['schema', 'json_object'],
  ['schema', 'tool'],
  ['schema', 'prompt'],
  ['jsonMode', 'json_object'],
  ['tool', 'tool'],
];

describe('askStructured over HTTP', () => {
  it('a schema-honouring fake never answers outside the requested schema (a scripted misfit fails the test)', async () => {
    fake.setStructuredKind('schema');
    fake.setDefault(undefined);
    fake.reply({ json: { queries: 'not a list' } });
    await expect(run('json_schema')).rejects.toThrow();
    expect(fake.unexpected.splice(0)).toEqual(['fake schema model: $.queries is string, the schema asks for array']);
  });

  it.each(HONOURED)('a %s model in %s mode gives the object in one call', async (kind, mode) => {
    fake.setStructuredKind(kind);
    fake.setDefault({ json: VALUE });
    await expect(run(mode)).resolves.toEqual(VALUE);
    expect(fake.requests).toHaveLength(1);
    const body = fake.requests[0]!.body;
    const format = (body.response_format as { type?: string } | undefined)?.type;
    expect(format).toBe({ json_schema: 'json_schema', json_object: 'json_object' }[mode as string]);
    expect(Array.isArray(body.tools)).toBe(mode === 'tool');
    if (mode === 'json_schema') {
      // The zod schema itself, not strict (zod's optional and defaulted fields are not strict-mode JSON Schema).
      expect(body.response_format).toMatchObject({
        json_schema: { name: 'answer', strict: false, schema: { properties: { queries: { type: 'array' } } } },
      });
    }
    if (mode === 'tool') {
      expect(body.tool_choice).toEqual({ type: 'function', function: { name: 'answer' } });
    }
    // The schema travels in the request (json_schema, tool) or is written into the prompt.
    const system = body.messages!.find((m) => m.role === 'system')!.content;
    expect(system.includes('JSON Schema')).toBe(mode === 'json_object' || mode === 'prompt');
  });

  const MISMATCHED: Array<[FakeStructuredKind, StructuredMode]> = [
    ['prose', 'json_schema'],
    ['prose', 'json_object'],
    ['prose', 'tool'],
    ['prose', 'prompt'],
    ['jsonMode', 'json_schema'],
    ['jsonMode', 'tool'],
    ['tool', 'json_object'],
  ];
  it.each(MISMATCHED)('a %s model in %s mode fails loudly after exactly one retry', async (kind, mode) => {
    fake.setStructuredKind(kind);
    fake.setDefault({ json: VALUE });
    const error = await run(mode).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(StructuredOutputError);
    expect(error).toMatchObject({ errorCode: 'model_output_invalid', step: 'test.queries', mode });
    expect(fake.requests).toHaveLength(2);
  });

  it('feeds the validation error back on the one retry, and takes the corrected answer', async () => {
    // JSON mode promises JSON, not the schema: a wrong shape is what the retry is for.
    fake.setStructuredKind('jsonMode');
    fake.setDefault(undefined);
    fake.reply({ json: { queries: 'not a list' } }, { json: VALUE });
    await expect(run('json_object')).resolves.toEqual(VALUE);
    expect(fake.requests).toHaveLength(2);
    const retry = fake.requests[1]!.body.messages!;
    expect(retry.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(retry[2]!.content).toBe('{"queries":"not a list"}');
    expect(retry[3]!.content).toMatch(/could not be used: .*queries/s);
  });

  it('reads JSON wrapped in a code fence and a preface (prompt mode repair)', async () => {
    fake.setDefault(undefined);
    fake.reply({ text: ['Here you are:\n```json\n', JSON.stringify(VALUE), '\n```'] });
    await expect(run('prompt')).resolves.toEqual(VALUE);
  });
});
