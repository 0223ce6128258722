import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { StructuredMode } from '@inkstone/shared/api/modelSettings';
import type { ReviewResult } from '@inkstone/shared/api/writing';
import { V1 } from '@inkstone/shared/paths';
import { createAiTestApp, openHolds, type AiTestApp } from '../../../test/aiTestApp.js';
import type { FakeStructuredKind } from '../../../test/fakes/fakeStructured.js';
import * as kit from '../../../test/writing/reviewTestKit.js';
import { callKind, userWithSession } from '../../../test/writing/writingTestKit.js';

/** The outline and a whole review (its support checks are structured too) with `t`'s model. */
async function outlineAndReview(t: AiTestApp) {
  const u = await userWithSession(t);
  kit.writingModel(t);
  const project = await kit.projectOf(t, u.token, u.sessionId);
  const task = await kit.settled(t, await kit.startReview(t, u.token, project.projectId), u.token);
  return { project, result: task.result as ReviewResult };
}

const HONOURED: Array<[FakeStructuredKind, StructuredMode]> = [
  ['schema', 'json_schema'],
  ['jsonMode', 'json_object'],
  ['tool', 'tool'],
];

describe.each(HONOURED)('the writing flow with a %s model in %s mode', (kind, mode) => {
  let t: AiTestApp;
  beforeAll(async () => {
    t = await createAiTestApp({ LLM_STRUCTURED_OUTPUT: mode });
    t.fake.setStructuredKind(kind);
  });
  afterAll(async () => t.close());
  afterEach(() => expect(t.fake.unexpected).toEqual([]));

  it('gets the outline and the support verdicts from the model, one call each', async () => {
    const { project, result } = await outlineAndReview(t);
    expect(project.outline.map((s) => s.title)).toEqual(['Attention mechanisms', 'Memory']);
    // "overstated" is judged unsupported, the paper without an abstract cannot be checked.
    expect(result.flags.map((f) => f.reason)).toEqual(['unsupported', 'unverifiable']);
    expect(result.report.verified).toBe(3);
    const structured = t.fake.requests.filter((r) => ['outline', 'support'].includes(callKind(r)));
    expect(structured.every((r) => r.body.messages!.length === 2)).toBe(true);
  });
});

describe('the writing flow with a model that answers only in prose', () => {
  let t: AiTestApp;
  beforeAll(async () => {
    t = await createAiTestApp();
    t.fake.setStructuredKind('prose');
  });
  afterAll(async () => t.close());
  afterEach(() => expect(t.fake.unexpected).toEqual([]));

  it('fails the outline loudly after one retry, and gives every word back', async () => {
    const u = await userWithSession(t);
    kit.writingModel(t);
    const res = await t.request({
      method: 'POST',
      url: V1.workflow.generateOutline,
      token: u.token,
      payload: { topic: 'Attention', options: { length: 600 }, sources: { researchSessionId: u.sessionId } },
    });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ errorCode: 'model_output_invalid' });
    expect(res.json<{ errorMsg: string }>().errorMsg).toMatch(/did not return a usable outline/);
    expect(t.fake.requests.filter((r) => callKind(r) === 'outline')).toHaveLength(2);
    expect(await openHolds(t, u.userId)).toBe(0);
  });

  it('never counts a cited sentence as verified when the support check cannot be read', async () => {
    // The outline comes from a model that honours the request; the support checks answer prose.
    t.fake.setStructuredKind('schema');
    const u = await userWithSession(t);
    kit.writingModel(t);
    const project = await kit.projectOf(t, u.token, u.sessionId);
    t.fake.setStructuredKind('prose');
    const task = await kit.settled(t, await kit.startReview(t, u.token, project.projectId), u.token);
    const result = task.result as ReviewResult;
    expect(result.report).toMatchObject({ citationsTotal: 5, verified: 0, flagged: 5 });
    expect(result.flags.map((f) => f.reason)).toEqual(Array(5).fill('unverifiable'));
  });
});
