import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CitationStylesRes,
  CiteReq,
  CiteRes,
  CorpusStatusRes,
  ExportReferencesReq,
  FormatReferencesReq,
  FormatReferencesRes,
  PaperLookupReq,
  PaperLookupRes,
  PaperSearchReq,
  PaperSearchRes,
  ReadReferencesReq,
  ReadReferencesRes,
} from '@inkstone/shared/api/papers';
import { envelopeOf } from '@inkstone/shared/envelope';
import { V1 } from '@inkstone/shared/paths';
import type { AppContext } from '../../../context.js';
import { CITATION_STYLES } from '../../../literature/formats/styles.js';
import { citeInNote } from '../../../papers/citations.service.js';
import { readReferences } from '../../../papers/readReferences.service.js';
import { exportSelection, formatSelection } from '../../../papers/references.service.js';
import { corpusStatus, lookupPaper, searchPapers } from '../../../papers/search.service.js';
import { attachment } from '../../attachment.js';
import { ok } from '../../ok.js';
import { routeSchema } from '../../routeSchema.js';

// A format/export request may carry up to 1,000 full papers with abstracts.
const REFERENCES_BODY_LIMIT = 32 * 1024 * 1024;

/**
 * Paper search and lookup, the built-in corpus's status, and references: styles, formatting, a note's
 * citations, the references an imported document carries, export.
 */
export async function registerPapersRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify takes a plugin's errors from the promise it returns
  await app.register(async (scope) => {
    const r = scope.withTypeProvider<ZodTypeProvider>();
    const common = { onRequest: [app.requireAbility('manage', 'own_content')] };
    const schema = routeSchema('papers');

    r.post(
      V1.papers.search,
      { ...common, schema: { ...schema, body: PaperSearchReq, response: { 200: envelopeOf(PaperSearchRes) } } },
      async (req) => ok(await searchPapers(ctx, req.user.id, req.body, req.log)),
    );
    r.get(
      V1.papers.lookup,
      { ...common, schema: { ...schema, querystring: PaperLookupReq, response: { 200: envelopeOf(PaperLookupRes) } } },
      async (req) => ok(await lookupPaper(ctx, req.query.id)),
    );
    r.get(V1.papers.corpus, { ...common, schema: { ...schema, response: { 200: envelopeOf(CorpusStatusRes) } } }, () =>
      ok(corpusStatus(ctx)),
    );
    r.get(
      V1.papers.styles,
      { ...common, schema: { ...schema, response: { 200: envelopeOf(CitationStylesRes) } } },
      () => ok({ items: CITATION_STYLES.map(({ id, label, kind, locale }) => ({ id, label, kind, locale })) }),
    );
    r.post(
      V1.papers.format,
      {
        ...common,
        bodyLimit: REFERENCES_BODY_LIMIT,
        schema: { ...schema, body: FormatReferencesReq, response: { 200: envelopeOf(FormatReferencesRes) } },
      },
      async (req) => ok(await formatSelection(ctx, req.user.id, req.body)),
    );
    r.post(
      V1.papers.cite,
      {
        ...common,
        bodyLimit: REFERENCES_BODY_LIMIT,
        schema: { ...schema, body: CiteReq, response: { 200: envelopeOf(CiteRes) } },
      },
      async (req) => ok(await citeInNote(ctx, req.user.id, req.body)),
    );
    r.post(
      V1.papers.readReferences,
      {
        ...common,
        bodyLimit: REFERENCES_BODY_LIMIT,
        schema: { ...schema, body: ReadReferencesReq, response: { 200: envelopeOf(ReadReferencesRes) } },
      },
      async (req) => ok(await readReferences(ctx, req.user.id, req.body)),
    );
    r.post(
      V1.papers.export,
      {
        ...common,
        bodyLimit: REFERENCES_BODY_LIMIT,
        schema: {
          ...schema,
          description:
            'Answers with the file itself (BibTeX, RIS or CSL-JSON) as an attachment, not the JSON envelope.',
          body: ExportReferencesReq,
          response: { 200: z.string() },
        },
      },
      async (req, reply) => {
        const file = await exportSelection(ctx, req.user.id, req.body);
        return reply
          .header('Content-Type', file.contentType)
          .header('Content-Disposition', attachment(file.fileName))
          .send(file.body);
      },
    );
  });
}
