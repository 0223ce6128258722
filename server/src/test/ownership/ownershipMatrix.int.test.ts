import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { V1 } from '@inkstone/shared/paths';
import { createAiTestApp } from '../aiTestApp.js';
import { RESPONSE_KINDS } from '../fuzz/declaredRoutes.js';
import { useWorkingModel } from '../fuzz/fuzzModel.js';
import { operationsOf, type OpenApiDocument } from '../fuzz/operations.js';
import { describeRequest } from '../fuzz/requestArbitrary.js';
import { sendRequest, type Answer } from '../fuzz/sendRequest.js';
import { describeField, idFieldsOf, type IdField } from './idFields.js';
import { requestFor, type Filler } from './matrixRequest.js';
import { newOwner, OBJECT_FACTORIES, type Owner } from './ownedObjects.js';
import { expectationOf, mappingOf, NOT_OWNED } from './routeKinds.js';

/**
 * The ownership matrix (issue 15), generated from the OpenAPI document: every member of every
 * operation whose name says it carries an object id (`id`, `*Id`, `ids`) is mapped to the kind of
 * object it names (routeKinds.ts), that object is made as Alice by its factory (ownedObjects.ts),
 * and Bob sends the operation with Alice's id in that member and an otherwise valid request. Bob
 * gets a 404 `not_found` (existence is not leaked: never 200 or 403), and Alice's object reads back
 * unchanged. The same request with Bob's own object is then answered below 400, which proves the
 * request was valid and the 404 came from ownership. A new route whose id no rule maps fails here.
 */

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-ownership-'));
// The cases are made from the real app's document, so the app starts while the file is collected.
const t = await createAiTestApp({ DATA_DIR: dataDir, FREE_WORDS: '100000000' });
useWorkingModel(t);
const document = (await t.app.inject({ method: 'GET', url: V1.openapi })).json<OpenApiDocument>();
const fields = operationsOf(document).flatMap(idFieldsOf);
const ownedFields = fields.filter((f) => {
  const mapping = mappingOf(f);
  return mapping !== undefined && 'kind' in mapping;
});

afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const nameOf = (f: IdField) => `${describeField(f)}${f.siblings.kind ? ` (kind ${String(f.siblings.kind)})` : ''}`;

/** Bob's own objects for the request's other id members, and his library's bibkeys. */
async function fillerFor(bob: Owner): Promise<Filler> {
  const entry = await OBJECT_FACTORIES.libraryEntry(t, bob);
  return {
    bibkeys: entry.bibkeys,
    ownIdFor: async (other) => {
      const mapping = mappingOf(other);
      if (!mapping || !('kind' in mapping)) throw new Error(`no kind for ${describeField(other)}`);
      return (await OBJECT_FACTORIES[mapping.kind](t, bob)).id;
    },
  };
}

const send = (field: IdField, req: Parameters<typeof sendRequest>[1], token: string) =>
  sendRequest(t, req, { token, viaSocket: RESPONSE_KINDS[field.op.key]?.kind === 'stream' });

const shown = (req: Parameters<typeof describeRequest>[0], answer: Answer) =>
  `${describeRequest(req)}\nanswer ${answer.status}: ${answer.text.slice(0, 400)}`;

describe('ownership matrix (issue 15)', () => {
  it('maps every id member of every operation to a factory, or says why it names nothing a user owns', () => {
    const unmapped = fields
      .filter((f) => mappingOf(f) === undefined)
      .map(
        (f) =>
          `add a factory for ${nameOf(f)}: an object kind in test/ownership/ownedObjects.ts mapped in routeKinds.ts ` +
          '(or, if it names nothing a user owns, a NOT_OWNED rule there saying why)',
      );
    expect(unmapped, unmapped.join('\n')).toEqual([]);
    // Members that name nothing a user owns, each with its reason, all still in use.
    const notOwned = fields.flatMap((f) => {
      const mapping = mappingOf(f);
      return mapping && 'notOwned' in mapping ? [mapping.notOwned] : [];
    });
    expect(new Set(notOwned).size).toBe(NOT_OWNED.length);
    // The matrix finds ids at all (a change to the document's shape would otherwise empty it silently).
    expect(ownedFields.length).toBeGreaterThan(25);
  });

  it.each(ownedFields.map((f) => [nameOf(f), f] as const))(
    "%s: another user's id answers 404 and leaves the object unchanged",
    async (_name, field) => {
      const mapping = mappingOf(field)!;
      if (!('kind' in mapping)) return;
      const [alice, bob] = await Promise.all([newOwner(t), newOwner(t)]);
      const filler = await fillerFor(bob);
      const hers = await OBJECT_FACTORIES[mapping.kind](t, alice);
      const before = await hers.read();

      const req = await requestFor(field, hers.id, filler);
      const answer = await send(field, req, bob.token);
      const expected = expectationOf(field);
      if (expected.status === 404) {
        expect(answer.status, shown(req, answer)).toBe(404);
        expect(answer.json, shown(req, answer)).toMatchObject({ success: false, errorCode: 'not_found' });
      } else {
        // A declared exception (see its `why`), held to what it says.
        expect(answer.status, `${expected.why}\n${shown(req, answer)}`).toBe(expected.status);
      }
      expect(await hers.read(), `${nameOf(field)} changed Alice's ${mapping.kind}`).toEqual(before);

      const control = await requestFor(field, (await OBJECT_FACTORIES[mapping.kind](t, bob)).id, filler);
      const own = await send(field, control, bob.token);
      expect(
        own.status,
        `the same request with Bob's own ${mapping.kind} must be valid:\n${shown(control, own)}`,
      ).toBeLessThan(400);
    },
    30_000,
  );
});
