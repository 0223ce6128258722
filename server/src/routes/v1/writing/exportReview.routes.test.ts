import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ExportReviewRes } from '@inkstone/shared/api/writing';
import { V1 } from '@inkstone/shared/paths';
import { createAiTestApp, type AiTestApp } from '../../../test/aiTestApp.js';
import { okData, registerUser } from '../../../test/factories.js';
import { projectOf, settled, startReview, writingModel } from '../../../test/writing/reviewTestKit.js';
import { userWithSession } from '../../../test/writing/writingTestKit.js';

let t: AiTestApp;
beforeAll(async () => {
  t = await createAiTestApp();
});
afterAll(async () => t.close());
afterEach(() => {
  expect(t.fake.unexpected).toEqual([]);
  t.fake.setResponder(undefined);
});

const exportAs = (projectId: string, format: string, token?: string) =>
  t.request({ method: 'GET', url: `${V1.workflow.exportReview}?projectId=${projectId}&format=${format}`, token });

describe('exportReview', () => {
  it('exports Markdown, LaTeX with \\cite{key} and a .bib of the cited papers only', async () => {
    const u = await userWithSession(t);
    writingModel(t, {
      Memory: () => ({ text: ['## Memory\n\nMemory networks store long contexts [@lee2019memory].'] }),
    });
    const project = await projectOf(t, u.token, u.sessionId, { citationStyle: 'ieee' });
    expect((await exportAs(project.projectId, 'markdown', u.token)).statusCode).toBe(404);
    await settled(t, await startReview(t, u.token, project.projectId), u.token);

    const md = okData<ExportReviewRes>(await exportAs(project.projectId, 'markdown', u.token));
    expect(md.filename).toBe('review.md');
    expect(md.content).toContain('Attention improves translation [1].');

    const tex = okData<ExportReviewRes>(await exportAs(project.projectId, 'latex', u.token));
    expect(tex.content).toContain('\\section{Memory}');
    expect(tex.content).toContain('Memory networks store long contexts \\cite{lee2019memory}.');
    expect(tex.content).toContain('\\bibliography{review}');

    const bib = okData<ExportReviewRes>(await exportAs(project.projectId, 'bibtex', u.token));
    const keys = [...bib.content.matchAll(/^@\w+\{([^,]+),/gm)].map((m) => m[1]);
    expect(keys).toEqual(['smith2020attention', 'wu2021sparse', 'lee2019memory']);
    expect(bib.content).not.toContain('zhao2018survey');
  });

  it('401 without a token, 404 for another user’s project, 400 for an unknown format', async () => {
    const u = await userWithSession(t);
    const other = await registerUser(t);
    writingModel(t);
    const project = await projectOf(t, u.token, u.sessionId);
    expect((await exportAs(project.projectId, 'markdown')).statusCode).toBe(401);
    expect((await exportAs(project.projectId, 'markdown', other.token)).statusCode).toBe(404);
    expect((await exportAs(project.projectId, 'pdf', u.token)).statusCode).toBe(400);
  });
});
