import type { IdField } from './idFields.js';
import type { ObjectKind } from './ownedObjects.js';

/**
 * How the ownership matrix reads an id member: the kind of object it names (made by that kind's
 * factory in ownedObjects.ts), or why it names nothing a user owns. A member that none of these
 * rules maps fails the matrix, so a new route with an id (knowledge-base files, payments, …) cannot
 * be added without either a factory or a written reason.
 */
export type Mapping = { kind: ObjectKind } | { notOwned: string };

/** Members that look like ids but name nothing a user owns, each with why. */
export const NOT_OWNED: Array<{ applies: (f: IdField) => boolean; why: string }> = [
  {
    applies: (f) => f.path.some((m) => m === 'paper' || m === 'papers'),
    why: "a paper's public identifiers (arXiv, OpenAlex, Semantic Scholar, a source's record id) inside a paper the client sends",
  },
  {
    applies: (f) => f.op.key === 'POST /v1/file/updateMetadata' && f.path[0] === 'metadata',
    why: "a published paper's DOI or arXiv id inside the metadata the user corrects",
  },
  {
    applies: (f) => f.op.key === 'GET /v1/papers/lookup' && f.name === 'id',
    why: 'a DOI, arXiv id, PMID or source id of a published paper, looked up in the shared corpus',
  },
  {
    applies: (f) => f.op.path.startsWith('/v1/admin/') && !f.op.path.startsWith('/v1/admin/modelSettings'),
    why:
      "an administrator's operation on the shop and the accounts (packages, coupons, orders, users' balances): " +
      'the ids name what the admin manages, not what a user owns, and a regular user gets 403 (access admin)',
  },
  {
    applies: (f) => f.name === 'packageId' && !f.op.path.startsWith('/v1/admin/'),
    why: 'a top-up package, on sale to everyone (GET /v1/payment/getPointListAll lists them without a sign-in)',
  },
  {
    applies: (f) => f.op.key === 'POST /v1/workflow/revisionOutline' && f.path[0] === 'outline',
    why: "a section's id inside the outline of the project named by projectId, which the matrix checks",
  },
];

/** Kinds by member name, wherever the member is. */
const BY_NAME: Record<string, ObjectKind> = {
  projectId: 'writingProject',
  taskId: 'task',
  researchSessionId: 'researchSession',
  folderId: 'folder',
  // The knowledge-base files and folders the writing flow and the paper-search agent take as sources.
  knowledgeFileIds: 'knowledgeFile',
  knowledgeFolderIds: 'fileFolder',
};

/** Kinds of a plain `id` (or a name whose kind depends on the route), by route. */
function byRoute(f: IdField): ObjectKind | undefined {
  const { path } = f.op;
  const kind = f.siblings.kind;
  // A review can only be exported once it is written.
  if (f.op.key === 'GET /v1/workflow/exportReview' && f.name === 'projectId') return 'reviewedProject';
  if (path.startsWith('/v1/file/')) return fileKind(f);
  if (f.name !== 'id') return undefined;
  if (path === '/v1/textEditor/restore') return kind === 'folder' ? 'trashedFolder' : 'trashedNote';
  if (path === '/v1/textEditor/image/{id}') return 'image';
  if (path.startsWith('/v1/textEditor/')) return kind === 'folder' ? 'folder' : 'note';
  if (path === '/v1/papers/library/{id}') return 'libraryEntry';
  if (path === '/v1/user/sessions/revoke') return 'signInSession';
  if (path.startsWith('/v1/workflow/paperagent/') || path.startsWith('/v1/papersearch/history/'))
    return 'researchSession';
  return undefined;
}

/** Kinds of the knowledge base's ids: folders (parentId, folderId, folderIds, a folder's id) and files. */
function fileKind(f: IdField): ObjectKind | undefined {
  const kind = f.siblings.kind;
  if (['parentId', 'folderId', 'folderIds'].includes(f.name)) return 'fileFolder';
  if (f.name === 'fileIds') return 'knowledgeFile';
  if (f.name !== 'id') return undefined;
  if (f.op.path === '/v1/file/restore') return kind === 'folder' ? 'trashedFileFolder' : 'trashedKnowledgeFile';
  if (f.op.path === '/v1/file/renameFolder') return 'fileFolder';
  return kind === 'folder' ? 'fileFolder' : 'knowledgeFile';
}

/** The mapping of an id member, or undefined when the matrix does not know it. */
export function mappingOf(f: IdField): Mapping | undefined {
  const notOwned = NOT_OWNED.find((rule) => rule.applies(f));
  if (notOwned) return { notOwned: notOwned.why };
  const kind = byRoute(f) ?? BY_NAME[f.name];
  return kind ? { kind } : undefined;
}

/**
 * What another user gets for an owner's object. The rule is 404 `not_found` (existence is not
 * leaked); the exceptions are by design and say why.
 */
export type Expectation = { status: 404 } | { status: 200; why: string };

const EXCEPTIONS: Record<string, Expectation> = {
  'GET /v1/textEditor/image/{id}': {
    status: 200,
    why:
      'an image id is 128 random bits and the URL itself is the capability (image.routes.ts): an <img> cannot send ' +
      'a bearer token, so anyone holding the URL gets the bytes, like the note that embeds it',
  },
};

export const expectationOf = (f: IdField): Expectation => EXCEPTIONS[f.op.key] ?? { status: 404 };

/**
 * Rules a JSON Schema cannot state (a refinement such as "a or b is required", a document's shape),
 * added to the smallest valid request the matrix builds from the schema.
 */
export const REQUEST_ADDITIONS: Record<string, (body: Record<string, unknown>) => Record<string, unknown>> = {
  'POST /v1/textEditor/edit': (b) => (b.kind === 'folder' ? { ...b, folderName: 'Renamed by another user' } : b),
  'POST /v1/textEditor/sync': (b) => ({
    ...b,
    content: { type: 'doc', content: [{ type: 'paragraph' }] },
    plainText: 'Overwritten',
  }),
  'POST /v1/workflow/generateOutlineByReview': (b) => ({ ...b, reviewText: 'An existing review text. '.repeat(4) }),
  'PATCH /v1/papers/library/{id}': (b) => ({ ...b, note: 'Changed by another user' }),
  // Library papers or files are required; a key the library does not hold is refused after the project.
  'POST /v1/workflow/addProjectPapers': (b) =>
    (b.knowledgeFileIds as unknown[] | undefined)?.length ? b : { ...b, libraryBibkeys: ['matrix2020paper'] },
};
