import { z } from 'zod';
import { LibraryImportReq } from '@inkstone/shared/api/papers';
import { V1 } from '@inkstone/shared/paths';
import type { ResponseKind } from './answerChecks.js';
import { imageUploadArbitrary, referenceUploadArbitrary } from './inkstoneHints.js';
import type { RequestOptions } from './requestArbitrary.js';
import type { JsonSchema } from './schemaArbitrary.js';

/*
 * What the fuzz is told about routes beyond the OpenAPI document, each entry with why. A route the
 * document and these tables do not account for fails the fuzz.
 */

/** Operations that do not answer the envelope when they succeed, and why. */
export const RESPONSE_KINDS: Record<string, ResponseKind> = {
  'POST /v1/workflow/polishSse': { kind: 'stream', why: 'an AI tool stream (conventions §5)' },
  'POST /v1/workflow/suggestionSse': { kind: 'stream', why: 'an AI tool stream' },
  'POST /v1/workflow/polishBySuggestionSse': { kind: 'stream', why: 'an AI tool stream' },
  'POST /v1/workflow/outlineSuggestion': { kind: 'stream', why: 'an AI tool stream' },
  'POST /v1/workflow/paperagent/search': { kind: 'stream', why: 'the paper-search agent step 2 stream' },
  'POST /v1/workflow/paperagent/sort/logic': { kind: 'stream', why: 'the paper-search agent step 3 stream' },
  'POST /v1/workflow/paperagent/resume': { kind: 'stream', why: 'a paper-search agent reconnect stream' },
  'POST /v1/papers/export': {
    kind: 'file',
    why: 'a reference file download (BibTeX, RIS or CSL-JSON) as an attachment',
    contentType: /^application\/(x-bibtex|x-research-info-systems|vnd\.citationstyles\.csl\+json); charset=utf-8$/,
  },
  'GET /v1/textEditor/image/{id}': { kind: 'image', why: 'image bytes for <img> tags' },
  'GET /v1/admin/coupons/export': {
    kind: 'file',
    why: 'coupons as a CSV attachment for an admin to hand out',
    contentType: /^text\/csv; charset=utf-8$/,
  },
  'GET /v1/admin/backup': {
    kind: 'file',
    why: "the running embedded server's backup archive (.tar.gz) as an attachment, for an administrator",
    contentType: /^application\/gzip$/,
  },
  'GET /v1/file/downloadFile': {
    kind: 'file',
    why: 'an uploaded file itself (attachment, or inline for a preview) with the type read from its bytes',
    contentType: /^(application|text|image)\/[\w.+-]+(; charset=utf-8)?$/,
  },
};

/**
 * Operations whose one request takes seconds by design, and why: each is sent once, with a minute to
 * answer (fast-check counts a run cut by the per-operation time limit as a failure with no example).
 */
export const SLOW_OPERATIONS: Record<string, string> = {
  'GET /v1/admin/backup': 'writes a whole backup of the running server (database dump and files)',
};

/** Operations whose request the document does not describe as a JSON schema, and what to send instead. */
export const EXTRA_REQUESTS: Record<string, Pick<RequestOptions, 'bodySchema' | 'multipart'>> = {
  // JSON {format, content, tags} or a multipart upload; the document describes it in words only.
  'POST /v1/papers/library/import': {
    bodySchema: z.toJSONSchema(LibraryImportReq, { target: 'openapi-3.0', io: 'input' }) as JsonSchema,
    multipart: referenceUploadArbitrary(),
  },
  // A multipart image upload.
  'POST /v1/textEditor/uploadImage': { multipart: imageUploadArbitrary() },
};

/** Routes of the route table that are not operations of the document, and why they are not. */
export const NON_DOCUMENT_ROUTES: Record<string, string> = {
  'GET /v1/openapi.json': 'the OpenAPI document itself (JSON, not the envelope)',
  'GET /v1/docs': 'the API reference page (Swagger UI)',
  'GET /v1/docs/': 'the API reference page',
  'GET /v1/docs/static/index.html': 'the API reference page',
  'GET /v1/docs/static/swagger-initializer.js': 'the API reference page script',
  'GET /v1/docs/*': "the API reference page's static files",
  'GET /v1/docs/json': 'the OpenAPI document as the reference page loads it',
  'GET /v1/docs/yaml': 'the OpenAPI document as YAML',
  'POST /v1/payment/v3/notify':
    "WeChat Pay's payment notification: a signed raw body, answered the protocol's way (204 or {code: FAIL}), hidden",
  'GET /healthz': 'liveness probe, outside /v1 (JSON {status})',
  'GET /readyz': 'readiness probe, outside /v1 (JSON {status, database})',
  'GET /metrics': 'operator metrics in the Prometheus text format, outside /v1 (METRICS_ENABLED, METRICS_TOKEN)',
};

/** Routes outside the document that answer JSON. */
export const JSON_ROUTES = new Set([V1.openapi, `${V1.docs}/json`, '/healthz', '/readyz']);
