import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  LibraryEntryDto,
  LibraryItemParams,
  LibraryListReq,
  LibraryListRes,
  LibrarySaveReq,
  LibrarySaveRes,
  LibraryTagsRes,
  LibraryUpdateReq,
} from '@inkstone/shared/api/papers';
import { envelopeOf } from '@inkstone/shared/envelope';
import { V1 } from '@inkstone/shared/paths';
import { z } from 'zod';
import type { AppContext } from '../../../context.js';
import * as library from '../../../db/repos/libraryPapers.js';
import { deleteEntry, listLibrary, saveToLibrary, updateEntry } from '../../../papers/library.service.js';
import { ok } from '../../ok.js';
import { routeSchema } from '../../routeSchema.js';

/** The personal library: list, save, tag and annotate, delete, and the tag list. */
export async function registerLibraryRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify takes a plugin's errors from the promise it returns
  await app.register(async (scope) => {
    const r = scope.withTypeProvider<ZodTypeProvider>();
    const common = { onRequest: [app.requireAbility('manage', 'own_content')] };
    const schema = routeSchema('papers');

    r.get(
      V1.papers.library,
      { ...common, schema: { ...schema, querystring: LibraryListReq, response: { 200: envelopeOf(LibraryListRes) } } },
      async (req) => ok(await listLibrary(ctx, req.user.id, req.query)),
    );
    r.post(
      V1.papers.library,
      { ...common, schema: { ...schema, body: LibrarySaveReq, response: { 200: envelopeOf(LibrarySaveRes) } } },
      async (req) => ok(await saveToLibrary(ctx, req.user.id, req.body)),
    );
    r.get(
      V1.papers.libraryTags,
      { ...common, schema: { ...schema, response: { 200: envelopeOf(LibraryTagsRes) } } },
      async (req) => ok({ items: await library.tagCounts(ctx.db, req.user.id) }),
    );
    r.patch(
      V1.papers.libraryItem,
      {
        ...common,
        schema: {
          ...schema,
          params: LibraryItemParams,
          body: LibraryUpdateReq,
          response: { 200: envelopeOf(LibraryEntryDto) },
        },
      },
      async (req) => ok(await updateEntry(ctx, req.user.id, req.params.id, req.body)),
    );
    r.delete(
      V1.papers.libraryItem,
      { ...common, schema: { ...schema, params: LibraryItemParams, response: { 200: envelopeOf(z.null()) } } },
      async (req) => {
        await deleteEntry(ctx, req.user.id, req.params.id);
        return ok(null);
      },
    );
  });
}
