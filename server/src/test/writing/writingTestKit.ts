import crypto from 'node:crypto';
import type { PaperDto } from '@inkstone/shared/api/papers';
import type { WritingProjectDto } from '@inkstone/shared/api/writing';
import { V1 } from '@inkstone/shared/paths';
import { libraryPapers, researchSessions } from '../../db/schema/index.js';
import type { AiTestApp } from '../aiTestApp.js';
import { userIdOf } from '../aiTestApp.js';
import { okData, registerUser } from '../factories.js';
import type { FakeLlmRequest, FakeReply } from '../fakes/fakeLlm.js';
import { emptyPaper } from '../../literature/paper.js';

/** A paper of the test set. */
export function testPaper(bibkey: string, family: string, year: number, abstract: string | null): PaperDto {
  return {
    ...emptyPaper(`A study of ${bibkey}`),
    bibkey,
    authors: [{ given: 'Ann', family }],
    year,
    venue: 'Journal of Tests',
    abstract,
    doi: `10.1000/${bibkey}`,
    language: 'en',
  };
}

/** The saved paper-search result the tests start from: four papers grouped in two sections. */
export const SESSION_PAPERS = [
  testPaper('smith2020attention', 'Smith', 2020, 'Attention improves translation quality.'),
  testPaper('lee2019memory', 'Lee', 2019, 'Memory networks store long contexts.'),
  testPaper('wu2021sparse', 'Wu', 2021, 'Sparse attention reduces cost.'),
  testPaper('zhao2018survey', 'Zhao', 2018, null),
];

/** A finished research session of `userId` (the paper-search agent's row, as history detail reads it). */
export async function seedSession(t: AiTestApp, userId: string, papers: PaperDto[] = SESSION_PAPERS): Promise<string> {
  const id = crypto.randomUUID();
  const now = new Date();
  const bibList = papers.map((p) => ({
    ...p,
    relevance: 0.9,
    reason: 'on topic',
    translatedTitle: null,
    translatedSummary: null,
  }));
  await t.ctx.db.insert(researchSessions).values({
    id,
    userId,
    topic: 'attention',
    options: {},
    state: 'finished',
    step: 3,
    result: {
      bibList,
      mergedSkeleton: [{ section_name: 'Attention', bibkey: papers.slice(0, 2).map((p) => p.bibkey), reason: 'core' }],
    },
    createdAt: now,
    updatedAt: now,
  });
  return id;
}

/** A paper in the user's library. */
export async function seedLibraryPaper(t: AiTestApp, userId: string, paper: PaperDto): Promise<void> {
  const now = new Date();
  await t.ctx.db.insert(libraryPapers).values({
    id: crypto.randomUUID(),
    userId,
    bibkey: paper.bibkey,
    doi: paper.doi,
    title: paper.title,
    year: paper.year,
    paper,
    createdAt: now,
    updatedAt: now,
  });
}

/** A signed-in user with a saved session. */
export async function userWithSession(t: AiTestApp) {
  const registered = await registerUser(t);
  const userId = await userIdOf(t, registered.email);
  return { ...registered, userId, sessionId: await seedSession(t, userId) };
}

/** The system prompt of a request the fake received. */
export const systemOf = (req: FakeLlmRequest) => req.body.messages?.find((m) => m.role === 'system')?.content ?? '';
/** The user message of a request. */
export const userOf = (req: FakeLlmRequest) => req.body.messages?.find((m) => m.role === 'user')?.content ?? '';

/** Which writing call a request is. */
export function callKind(req: FakeLlmRequest): 'outline' | 'section' | 'support' | 'other' {
  const system = systemOf(req);
  if (system.includes('careful fact checker')) return 'support';
  if (system.includes('Write only the section')) return 'section';
  if (system.includes('"sections"')) return 'outline';
  return 'other';
}

/** A JSON reply. */
export const json = (value: unknown): FakeReply => ({ json: value });

/** The two-section outline the fake plans (one unknown key that must be dropped). */
export const PLANNED_OUTLINE = {
  sections: [
    {
      title: 'Attention mechanisms',
      why: 'Core papers on attention.',
      bibkeys: ['smith2020attention', 'wu2021sparse', 'invented2024'],
      subsections: [{ title: 'Sparse variants', why: 'Cost.', bibkeys: ['wu2021sparse'] }],
    },
    { title: 'Memory', why: 'Long contexts.', bibkeys: ['lee2019memory'], subsections: [] },
  ],
};

/** generateOutline through the API. */
export async function createProject(t: AiTestApp, token: string, sessionId: string, options: object = {}) {
  const res = await t.request({
    method: 'POST',
    url: V1.workflow.generateOutline,
    token,
    payload: {
      topic: 'Attention in neural networks',
      options: { length: 600, ...options },
      sources: { researchSessionId: sessionId },
    },
  });
  return okData<WritingProjectDto>(res);
}
