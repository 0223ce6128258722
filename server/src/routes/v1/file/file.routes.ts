import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AskFilesReq,
  AskFilesRes,
  CreateFileFolderReq,
  DeleteFileEntryReq,
  FileDetailReq,
  FileDetailRes,
  FileFolderDto,
  FileStructureRes,
  FileTrashRes,
  MoveReq,
  RenameReq,
  RestoreFileEntryReq,
  SearchFilesReq,
  SearchFilesRes,
  UpdateFileMetadataReq,
} from '@inkstone/shared/api/file';
import { envelopeOf } from '@inkstone/shared/envelope';
import { V1 } from '@inkstone/shared/paths';
import type { AppContext } from '../../../context.js';
import { askFiles } from '../../../knowledge/ask.service.js';
import { fileDetail, updateFileMetadata } from '../../../knowledge/detail.service.js';
import {
  createFolder,
  deleteEntry,
  fileStructure,
  listFileTrash,
  moveEntry,
  renameFile,
  renameFolder,
  restoreEntry,
} from '../../../knowledge/files.service.js';
import { searchFiles } from '../../../knowledge/search.service.js';
import { ok } from '../../ok.js';
import { routeSchema } from '../../routeSchema.js';

const Done = envelopeOf(z.null());

/** The knowledge base's file manager (spec §7 "Files") without the byte transfers: tree, trash, passages, search, ask. */
export async function registerFileRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify takes a plugin's errors from the promise it returns
  await app.register(async (scope) => {
    const r = scope.withTypeProvider<ZodTypeProvider>();
    const common = { onRequest: [app.requireAbility('manage', 'own_content')] };
    const schema = routeSchema('file');
    const post = <B extends z.ZodType>(
      url: string,
      body: B,
      run: (userId: string, body: z.infer<B>) => Promise<unknown>,
      response: z.ZodType = Done,
    ) =>
      r.post(url, { ...common, schema: { ...schema, body, response: { 200: response } } }, async (req) =>
        ok((await run(req.user.id, req.body as z.infer<B>)) ?? null),
      );

    r.get(
      V1.file.getUserFileStructure,
      { ...common, schema: { ...schema, response: { 200: envelopeOf(FileStructureRes) } } },
      async (req) => ok(await fileStructure(ctx, req.user.id)),
    );
    post(
      V1.file.createFolder,
      CreateFileFolderReq,
      (userId, body) => createFolder(ctx, userId, body),
      envelopeOf(FileFolderDto),
    );
    post(V1.file.renameFolder, RenameReq, (userId, body) => renameFolder(ctx, userId, body));
    post(V1.file.renameFile, RenameReq, (userId, body) => renameFile(ctx, userId, body));
    post(V1.file.moveFile, MoveReq, (userId, body) => moveEntry(ctx, userId, body));
    r.delete(
      V1.file.deleteFile,
      { ...common, schema: { ...schema, querystring: DeleteFileEntryReq, response: { 200: Done } } },
      async (req) => {
        await deleteEntry(ctx, req.user.id, req.query);
        return ok(null);
      },
    );
    r.get(
      V1.file.trash,
      { ...common, schema: { ...schema, response: { 200: envelopeOf(FileTrashRes) } } },
      async (req) => ok(await listFileTrash(ctx, req.user.id)),
    );
    post(V1.file.restore, RestoreFileEntryReq, (userId, body) => restoreEntry(ctx, userId, body));
    r.get(
      V1.file.detail,
      { ...common, schema: { ...schema, querystring: FileDetailReq, response: { 200: envelopeOf(FileDetailRes) } } },
      async (req) => ok(await fileDetail(ctx, req.user.id, req.query)),
    );
    post(V1.file.updateMetadata, UpdateFileMetadataReq, (userId, body) => updateFileMetadata(ctx, userId, body));
    post(V1.file.search, SearchFilesReq, (userId, body) => searchFiles(ctx, userId, body), envelopeOf(SearchFilesRes));
    post(V1.file.ask, AskFilesReq, (userId, body) => askFiles(ctx, userId, body), envelopeOf(AskFilesRes));
  });
}
