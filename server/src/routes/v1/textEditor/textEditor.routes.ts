import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ChangeFolderReq,
  DeleteFileRes,
  EntityRes,
  NOTE_CONTENT_MAX_BYTES,
  NoteSummary,
  QueryRes,
  RecentTextReq,
  RecentTextRes,
  RestoreReq,
  SyncRes,
  VersionConflictRes,
} from '@inkstone/shared/api/textEditor';
import { CreateBody, DeleteFileBody, EditBody, QueryBody } from '@inkstone/shared/api/textEditorSpecBodies';
import { envelopeOf } from '@inkstone/shared/envelope';
import { V1 } from '@inkstone/shared/paths';
import type { AppContext } from '../../../context.js';
import { moveNote, recentNotes, syncNote } from '../../../notes/notes.service.js';
import { create, deleteFile, edit, query } from '../../../notes/textEditor.service.js';
import { SyncBody, useSyncBodyParser } from '../../../notes/syncBody.js';
import { restoreFromTrash } from '../../../notes/trash.service.js';
import { ok } from '../../ok.js';
import { routeSchema } from '../../routeSchema.js';

// A document travels with its plain-text projection, each up to the note limit; the exact limits are
// checked after parsing so the client gets a message about the note rather than the request.
const DOCUMENT_BODY_LIMIT = 2 * NOTE_CONTENT_MAX_BYTES + 64 * 1024;

/** spec §7 text editor: notes and folders, saving with version checks, and the trash. */
export async function registerTextEditorRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => {
    const r = scope.withTypeProvider<ZodTypeProvider>();
    // Authentication runs on onRequest, before the body is read: no token is a 401, never a 400 or 413.
    const common = { onRequest: [app.requireAbility('manage', 'own_content')] };
    const schema = routeSchema('textEditor');

    r.post(
      V1.textEditor.create,
      {
        ...common,
        bodyLimit: DOCUMENT_BODY_LIMIT,
        schema: { ...schema, body: CreateBody, response: { 200: envelopeOf(EntityRes) } },
      },
      async (req) => ok(await create(ctx, req.user.id, req.body)),
    );
    r.post(
      V1.textEditor.edit,
      {
        ...common,
        schema: { ...schema, body: EditBody, response: { 200: envelopeOf(EntityRes), 409: VersionConflictRes } },
      },
      async (req) => ok(await edit(ctx, req.user.id, req.body)),
    );
    r.post(
      V1.textEditor.query,
      { ...common, schema: { ...schema, body: QueryBody, response: { 200: envelopeOf(QueryRes) } } },
      async (req) => ok(await query(ctx, req.user.id, req.body)),
    );
    r.post(
      V1.textEditor.deleteFile,
      { ...common, schema: { ...schema, body: DeleteFileBody, response: { 200: envelopeOf(DeleteFileRes) } } },
      async (req) => ok(await deleteFile(ctx, req.user.id, req.body)),
    );
    r.post(
      V1.textEditor.changeFolder,
      { ...common, schema: { ...schema, body: ChangeFolderReq, response: { 200: envelopeOf(NoteSummary) } } },
      async (req) => ok(await moveNote(ctx, req.user.id, req.body.id, req.body.folderId)),
    );
    r.get(
      V1.textEditor.getRecentText,
      { ...common, schema: { ...schema, querystring: RecentTextReq, response: { 200: envelopeOf(RecentTextRes) } } },
      async (req) => ok({ items: await recentNotes(ctx, req.user.id, req.query.limit) }),
    );
    r.post(
      V1.textEditor.restore,
      { ...common, schema: { ...schema, body: RestoreReq, response: { 200: envelopeOf(EntityRes) } } },
      async (req) => ok(await restoreFromTrash(ctx, req.user.id, req.body)),
    );
    // Autosave of large documents: its own scope, so only this route reads bodies with parseSyncBody.
    // eslint-disable-next-line @typescript-eslint/require-await -- Fastify takes a plugin's errors from the promise it returns
    await scope.register(async (syncScope) => {
      useSyncBodyParser(syncScope);
      syncScope.withTypeProvider<ZodTypeProvider>().post(
        V1.textEditor.sync,
        {
          ...common,
          bodyLimit: DOCUMENT_BODY_LIMIT,
          schema: { ...schema, body: SyncBody, response: { 200: envelopeOf(SyncRes), 409: VersionConflictRes } },
        },
        async (req) => ok(await syncNote(ctx, req.user.id, req.body, req.log)),
      );
    });
  });
}
