import { inflateRawSync } from 'node:zlib';
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

/** The text of `word/document.xml` in a DOCX (a ZIP whose local headers carry the sizes). */
function readDocxText(zip: Buffer): string {
  for (let at = zip.indexOf('PK\x03\x04', 0, 'latin1'); at >= 0;) {
    const method = zip.readUInt16LE(at + 8);
    const size = zip.readUInt32LE(at + 18);
    const nameLength = zip.readUInt16LE(at + 26);
    const start = at + 30 + nameLength + zip.readUInt16LE(at + 28);
    if (zip.toString('utf8', at + 30, at + 30 + nameLength) === 'word/document.xml') {
      const data = zip.subarray(start, start + size);
      return (method === 8 ? inflateRawSync(data) : data).toString('utf8');
    }
    at = zip.indexOf('PK\x03\x04', start + size, 'latin1');
  }
  throw new Error('no word/document.xml in the DOCX');
}

describe('exportReview', () => {
  it('exports Markdown, LaTeX with \\cite{key}, a .bib of the cited papers only, and DOCX', async () => {
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

    const docx = okData<ExportReviewRes>(await exportAs(project.projectId, 'docx', u.token));
    expect(docx).toMatchObject({ filename: 'review.docx', encoding: 'base64' });
    const zip = Buffer.from(docx.content, 'base64');
    expect(zip.subarray(0, 2).toString()).toBe('PK');
    const documentXml = readDocxText(zip);
    expect(documentXml).toContain('Attention improves translation [1].');
    expect(documentXml).toContain('Heading2');
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
