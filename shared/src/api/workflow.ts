import { z } from 'zod';
import { LANGUAGES } from '../constants.js';
import { ReviewResult } from './writing.js';

/** The longest input a workflow call accepts, in characters (about 20 pages of text). */
export const WORKFLOW_TEXT_MAX_CHARS = 50_000;

/** The rewrite tools of the editor sidebar and the /apps/polish and /apps/expand pages (spec §1). */
export const RewriteTool = z.enum(['polish', 'expand', 'reduceSimilarity', 'reduceAIContent']);
export type RewriteTool = z.infer<typeof RewriteTool>;

/** Every AI tool, as billed and recorded. */
export const AiTool = z.enum([...RewriteTool.options, 'suggestion', 'polishBySuggestion', 'outlineSuggestion']);
export type AiTool = z.infer<typeof AiTool>;

const InputText = z
  .string()
  .max(WORKFLOW_TEXT_MAX_CHARS, `must be at most ${WORKFLOW_TEXT_MAX_CHARS} characters`)
  .refine((s) => s.trim().length > 0, 'must not be empty');

/**
 * Body of every AI tool call: the input as `text`, an optional user instruction, and an optional
 * output language (`en` or `cn`); without it the output keeps the input's language.
 */
export const ToolReq = z.object({
  text: InputText,
  instruction: z.string().trim().max(2000).optional(),
  language: z.enum(LANGUAGES).optional(),
});
export type ToolReq = z.infer<typeof ToolReq>;

/** `POST /v1/workflow/polishSse`: one stream endpoint for the four rewrite tools (default polish). */
export const RewriteSseReq = ToolReq.extend({ tool: RewriteTool.default('polish') });
export type RewriteSseReq = z.infer<typeof RewriteSseReq>;

/** `polishBySuggestion(Sse)`: the text and the suggestions the user chose to apply. */
export const PolishBySuggestionReq = ToolReq.extend({
  suggestions: z.array(z.string().trim().min(1).max(2000)).min(1).max(30),
});
export type PolishBySuggestionReq = z.infer<typeof PolishBySuggestionReq>;

/**
 * `parse` (spec §7 names it; Inkstone defines it): splits pasted text into paragraphs (one per
 * non-empty line) and sentences (Unicode sentence boundaries, CJK 。！？ included), each with its word
 * count. Runs as a free task (no model call); the result is a {@link ParseResult}.
 */
export const ParseReq = z.object({ text: InputText });
export type ParseReq = z.infer<typeof ParseReq>;

/** What the integrity guard compares between input and output. */
export const IntegrityKind = z.enum(['citation', 'referenceKey', 'number', 'formula', 'quote']);
export type IntegrityKind = z.infer<typeof IntegrityKind>;

/**
 * The integrity guard's report on a rewrite: citations, reference keys, numbers, formulas and quoted
 * spans of the input missing from the output, and new ones the output added (possibly invented).
 */
export const IntegrityReport = z.object({
  isIntact: z.boolean(),
  missing: z.array(z.object({ kind: IntegrityKind, value: z.string() })),
  added: z.array(z.object({ kind: IntegrityKind, value: z.string() })),
});
export type IntegrityReport = z.infer<typeof IntegrityReport>;

/** The `done` event of every AI tool stream. */
export const ToolStreamDone = z.object({
  tool: AiTool,
  /** Words of the delivered output, taken from the balance. */
  wordsCharged: z.number().int(),
  /** The balance after the charge (the header's words left). */
  wordsLeft: z.number().int(),
  /** True when the output reached the word hold and was cut there. */
  isTruncated: z.boolean(),
  /** Rewrites only. */
  integrity: IntegrityReport.optional(),
  /** Suggestions and outline suggestions: the output split at its [n] / "n." markers. */
  items: z.array(z.string()).optional(),
});
export type ToolStreamDone = z.infer<typeof ToolStreamDone>;

/** Answer of every non-streamed call: the task to poll with queryResultAndPreview. */
export const TaskIdRes = z.object({ taskId: z.string().uuid() });
export type TaskIdRes = z.infer<typeof TaskIdRes>;

export const QueryResultReq = z.object({ taskId: z.string().uuid('must be a task id') });
export type QueryResultReq = z.infer<typeof QueryResultReq>;

export const TaskStatus = z.enum(['queued', 'running', 'succeeded', 'failed']);
export type TaskStatus = z.infer<typeof TaskStatus>;

/** One sentence or paragraph of parsed text with its word count (CJK characters + other words). */
const CountedText = z.object({ text: z.string(), wordCount: z.number().int() });

/** Result of `parse`: paragraphs (split at blank lines or line breaks) and their sentences. */
export const ParseResult = z.object({
  kind: z.literal('parse'),
  wordCount: z.number().int(),
  paragraphs: z.array(CountedText.extend({ sentences: z.array(CountedText) })),
});
export type ParseResult = z.infer<typeof ParseResult>;

/** Result of an AI tool task. */
export const ToolResult = z.object({
  kind: AiTool,
  text: z.string(),
  reasoning: z.string().optional(),
  wordsCharged: z.number().int(),
  isTruncated: z.boolean(),
  integrity: IntegrityReport.optional(),
  items: z.array(z.string()).optional(),
});
export type ToolResult = z.infer<typeof ToolResult>;

/** `GET /v1/workflow/queryResultAndPreview?taskId=`: the task's state; result and preview once done. */
export const QueryResultRes = z.object({
  taskId: z.string(),
  status: TaskStatus,
  /** A review task's result is there while it runs too: the sections so far and the progress. */
  result: z.union([ToolResult, ParseResult, ReviewResult]).nullable(),
  /** The first ~200 characters of the result, for lists. */
  preview: z.string().nullable(),
  error: z.object({ errorMsg: z.string(), errorCode: z.string() }).nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type QueryResultRes = z.infer<typeof QueryResultRes>;
