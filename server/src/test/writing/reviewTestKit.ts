import type { QueryResultRes } from '@inkstone/shared/api/workflow';
import type { WritingProjectDto } from '@inkstone/shared/api/writing';
import { V1 } from '@inkstone/shared/paths';
import { eventually, type AiTestApp } from '../aiTestApp.js';
import { okData } from '../factories.js';
import type { FakeLlmRequest, FakeReply } from '../fakes/fakeLlm.js';
import { callKind, json, systemOf, userOf } from './writingTestKit.js';

/** The outline the fake plans for review tests: two sections, Memory cites a paper without abstract. */
export const OUTLINE = {
  sections: [
    {
      title: 'Attention mechanisms',
      why: 'Core.',
      bibkeys: ['smith2020attention'],
      subsections: [{ title: 'Sparse variants', why: 'Cost.', bibkeys: ['wu2021sparse'] }],
    },
    { title: 'Memory', why: 'Long contexts.', bibkeys: ['lee2019memory', 'zhao2018survey'], subsections: [] },
  ],
};

/** What the fake writes per section by default. */
export const SECTION_TEXT: Record<string, string> = {
  'Attention mechanisms':
    '## Attention mechanisms\n\nAttention improves translation [@smith2020attention]. ' +
    'This claim is overstated [@smith2020attention].\n\n### Sparse variants\n\nSparse attention reduces cost [@wu2021sparse].',
  Memory: '## Memory\n\nMemory networks store long contexts [@lee2019memory]. Surveys exist [@zhao2018survey].',
};

/** The section a section request is for. */
export const sectionTitle = (req: FakeLlmRequest) => /Write only the section "([^"]+)"/.exec(systemOf(req))?.[1] ?? '';

/** Verdicts: every claim supported unless it says "overstated". */
function verdicts(req: FakeLlmRequest): FakeReply {
  const claims = [...userOf(req).matchAll(/^(\d+)\. (.*)$/gm)];
  return json({ verdicts: claims.map((m) => ({ n: Number(m[1]), supported: !m[2]!.includes('overstated') })) });
}

/** The fake model of the writing flow: outline, sections (overridable per title), support checks. */
export function writingModel(t: AiTestApp, sections: Record<string, (req: FakeLlmRequest) => FakeReply> = {}): void {
  t.fake.setResponder((req) => {
    const kind = callKind(req);
    if (kind === 'outline') return json(OUTLINE);
    if (kind === 'support') return verdicts(req);
    if (kind === 'section') {
      const title = sectionTitle(req);
      return sections[title]?.(req) ?? { text: [SECTION_TEXT[title] ?? ''] };
    }
    return undefined;
  });
}

/** generateOutline of a 600-word review from the session. */
export async function projectOf(t: AiTestApp, token: string, sessionId: string, options: object = {}) {
  const payload = {
    topic: 'Attention',
    options: { length: 600, ...options },
    sources: { researchSessionId: sessionId },
  };
  return okData<WritingProjectDto>(
    await t.request({ method: 'POST', url: V1.workflow.generateOutline, payload, token }),
  );
}

/** queryResultAndPreview. */
export const queryTask = async (t: AiTestApp, taskId: string, token: string) =>
  okData<QueryResultRes>(
    await t.request({ method: 'GET', url: `${V1.workflow.queryResultAndPreview}?taskId=${taskId}`, token }),
  );

/** Polls the task until it is finished. */
export async function settled(t: AiTestApp, taskId: string, token: string): Promise<QueryResultRes> {
  let task: QueryResultRes | undefined;
  await eventually(async () => {
    task = await queryTask(t, taskId, token);
    return task.status === 'succeeded' || task.status === 'failed';
  }, 15_000);
  return task!;
}

/** generateReview; the task id. */
export async function startReview(t: AiTestApp, token: string, projectId: string): Promise<string> {
  const res = await t.request({ method: 'POST', url: V1.workflow.generateReview, payload: { projectId }, token });
  return okData<{ taskId: string }>(res).taskId;
}
