import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ChangeFolderReq, DeleteFileReq, RestoreReq } from '@inkstone/shared/api/textEditor';
import { AgentResumeReq } from '@inkstone/shared/api/paperAgent';
import { operationsOf, toDocumentPath, type OpenApiDocument } from './operations.js';
import { describeRequest, percentEncode, requestArbitrary } from './requestArbitrary.js';
import { arbitraryFromSchema, type JsonSchema } from './schemaArbitrary.js';

const jsonSchemaOf = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'input', unrepresentable: 'any' }) as JsonSchema;

/** A schema with every keyword the generator reads (no trim or refinements: those are not in JSON Schema). */
const Everything = z.object({
  id: z.uuid(),
  email: z.email().max(254),
  code: z.string().regex(/^\d{6}$/),
  title: z.string().min(2).max(40),
  note: z.string().max(300).optional(),
  kind: z.enum(['note', 'folder']),
  fixed: z.literal('doc'),
  page: z.number().int().min(1).max(1000),
  ratio: z.number().min(0).max(1),
  isOn: z.boolean(),
  tags: z.array(z.string().min(1).max(10)).min(1).max(5),
  parent: z.uuid().nullable(),
  either: z.union([z.object({ a: z.number().int() }), z.object({ b: z.string().max(3) })]),
  loose: z.looseObject({ type: z.string() }),
  map: z.record(z.string(), z.number()),
});

const SAMPLES = 400;
const sample = (schema: JsonSchema, mode: 'valid' | 'broken', seed = 7) =>
  fc.sample(arbitraryFromSchema(schema, { mode }), { numRuns: SAMPLES, seed });

describe('arbitraryFromSchema', () => {
  it('makes only values that satisfy the schema in valid mode', () => {
    for (const schema of [Everything, ChangeFolderReq, DeleteFileReq, RestoreReq, AgentResumeReq]) {
      for (const value of sample(jsonSchemaOf(schema), 'valid')) {
        const parsed = schema.safeParse(value);
        expect(parsed.success, `${JSON.stringify(value)}: ${parsed.error?.message}`).toBe(true);
      }
    }
  });

  it('fills free text with hostile text that still fits: NUL, lone surrogates, metacharacters, the maximum length', () => {
    const texts = sample(jsonSchemaOf(z.object({ t: z.string().max(300) })), 'valid').map(
      (v) => (v as { t: string }).t,
    );
    expect(texts.some((t) => t.includes('\u0000'))).toBe(true);
    expect(texts.some((t) => /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(t))).toBe(
      true,
    );
    expect(texts.some((t) => t.includes('%') || t.includes("'"))).toBe(true);
    expect(texts.some((t) => t.length === 300)).toBe(true);
    expect(texts.every((t) => t.length <= 300)).toBe(true);
  });

  it('breaks the schema now and then in broken mode (wrong types, missing members, out of range)', () => {
    const values = sample(jsonSchemaOf(Everything), 'broken');
    const failures = values.filter((v) => !Everything.safeParse(v).success);
    expect(failures.length).toBeGreaterThan(SAMPLES / 4);
    expect(failures.length).toBeLessThan(SAMPLES);
    expect(values.some((v) => typeof v === 'object' && v !== null && !('id' in v))).toBe(true);
  });

  it('takes ids and other strings from hints', () => {
    const owned = '11111111-1111-4111-8111-111111111111';
    const values = fc.sample(
      arbitraryFromSchema(jsonSchemaOf(ChangeFolderReq), {
        mode: 'valid',
        stringHint: (name) => (name === 'id' ? fc.constant(owned) : undefined),
      }),
      { numRuns: 100, seed: 1 },
    ) as Array<{ id: string }>;
    expect(values.filter((v) => v.id === owned).length).toBeGreaterThan(50);
  });

  it('gives an overridden member only the override, in broken mode too (URLs the app would call)', () => {
    const values = fc.sample(
      arbitraryFromSchema(jsonSchemaOf(z.object({ baseUrl: z.url(), model: z.string() })), {
        mode: 'broken',
        override: (name) => (name === 'baseUrl' ? fc.constant('http://127.0.0.1:9/v1') : undefined),
      }),
      { numRuns: 300, seed: 9 },
    );
    const urls = values.flatMap((v) => (v && typeof v === 'object' && 'baseUrl' in v ? [v.baseUrl] : []));
    expect(urls.length).toBeGreaterThan(100);
    expect(new Set(urls)).toEqual(new Set(['http://127.0.0.1:9/v1']));
  });

  it('makes the same values from the same seed', () => {
    expect(sample(jsonSchemaOf(Everything), 'broken', 42)).toEqual(sample(jsonSchemaOf(Everything), 'broken', 42));
  });
});

describe('requestArbitrary', () => {
  const doc: OpenApiDocument = {
    paths: {
      [toDocumentPath('/v1/things/:id')]: {
        patch: {
          security: [{ bearer: [] }],
          parameters: [
            { in: 'path', name: 'id', required: true, schema: { type: 'string', format: 'uuid' } },
            { in: 'query', name: 'q', schema: { type: 'string', maxLength: 20 } },
          ],
          requestBody: { content: { 'application/json': { schema: jsonSchemaOf(RestoreReq) } } },
        },
      },
    },
  };

  it('reads operations from the document', () => {
    const [op] = operationsOf(doc);
    expect(op).toMatchObject({ key: 'PATCH /v1/things/{id}', isSecured: true, pathParams: [{ name: 'id' }] });
    expect(op?.queryParams.map((p) => p.name)).toEqual(['q']);
  });

  it('fills path parameters and sends JSON bodies, mostly valid', () => {
    const [op] = operationsOf(doc);
    const requests = fc.sample(requestArbitrary(op!), { numRuns: 200, seed: 3 });
    expect(requests.every((r) => r.url.startsWith('/v1/things/') && !r.url.includes('{'))).toBe(true);
    const valid = requests.filter((r) => {
      if (r.headers['content-type'] !== 'application/json' || typeof r.body !== 'string') return false;
      try {
        return RestoreReq.safeParse(JSON.parse(r.body)).success;
      } catch {
        return false;
      }
    });
    expect(valid.length).toBeGreaterThan(100);
    expect(describeRequest(requests[0]!)).toContain('PATCH /v1/things/');
  });

  it('percent-encodes lone surrogates as their three bytes instead of throwing', () => {
    expect(percentEncode('a\ud800b')).toBe('a%ED%A0%80b');
    expect(percentEncode('\udfff')).toBe('%ED%BF%BF');
    for (const text of ['a b/c?d', '中文', '😀', "%_\\'"]) expect(percentEncode(text)).toBe(encodeURIComponent(text));
  });
});
