import { Output, streamText, tool, ToolChoiceViolationError, type LanguageModel, type ModelMessage } from 'ai';
import type { z } from 'zod';
import type { StructuredMode } from '@inkstone/shared/api/modelSettings';
import type { CallGuard } from '../callGuard.js';
import { LlmAbortedError, LlmCallError } from '../llmErrors.js';
import type { TokenUsage } from '../modelCallObserver.js';
import type { BuiltPrompt } from '../prompts/promptTypes.js';
import { checkText, checkValue, schemaInstruction, type Checked } from './readStructured.js';

/** What one structured step asks: its prompt and the zod schema of the answer. */
export interface StructuredAsk<T> {
  /** The step's name, for logs and errors (e.g. `agent.filter`). */
  step: string;
  prompt: BuiltPrompt;
  schema: z.ZodType<T>;
  temperature?: number;
}

/** The answer of one attempt: its raw form (echoed on the retry), whether it fits the schema, the tokens reported. */
interface Attempt<T> {
  raw: string;
  checked: Checked<T>;
  usage: TokenUsage;
}

// The name of the object, as the tool's name (tool mode) or the response format's (JSON schema).
const OBJECT_NAME = 'answer';

/**
 * One attempt of `ask` in `mode` under `guard`, through the AI SDK: `Output.object` with the schema
 * (the provider sends response_format json_schema, or json_object when the model client was made
 * without structured outputs), a forced call of a tool whose parameters are the schema, or a plain
 * answer. The schema is written into the prompt where the request cannot carry it. The answer is
 * read as the schema here in every mode, so one validation message can be fed back on the retry.
 * Upstream failures throw LlmCallError, aborts LlmAbortedError.
 */
export async function attemptStructured<T>(
  model: LanguageModel,
  mode: StructuredMode,
  ask: StructuredAsk<T>,
  messages: ModelMessage[],
  guard: CallGuard,
): Promise<Attempt<T>> {
  const describesSchema = mode === 'json_object' || mode === 'prompt';
  const system = describesSchema ? `${ask.prompt.system}\n\n${schemaInstruction(ask.schema)}` : ask.prompt.system;
  const common = {
    model,
    system,
    messages,
    temperature: ask.temperature,
    maxRetries: 0,
    abortSignal: guard.signal,
    // Errors arrive as stream parts and are thrown below; the SDK's default logs them to stderr.
    onError: () => undefined,
  };
  const result =
    mode === 'tool'
      ? streamText({
          ...common,
          tools: { [OBJECT_NAME]: tool({ description: 'Give the answer.', inputSchema: ask.schema }) },
          toolChoice: { type: 'tool', toolName: OBJECT_NAME },
        })
      : streamText({
          ...common,
          ...outputFor(mode, ask.schema),
          // Zod's optional and defaulted fields are not what OpenAI's strict mode allows.
          providerOptions: { openaiCompatible: { strictJsonSchema: false } },
        });
  let text = '';
  let toolInput: { value: unknown } | undefined;
  let usage: TokenUsage = {};
  try {
    for await (const part of result.fullStream) {
      if (part.type === 'text-delta') text += part.text;
      else if (part.type === 'finish')
        usage = { input: part.totalUsage.inputTokens, output: part.totalUsage.outputTokens };
      else if (part.type === 'tool-call') toolInput ??= { value: part.input };
      else if (part.type === 'error') {
        // A tool-mode model that answered in text instead: its text is read like any other answer.
        if (!ToolChoiceViolationError.isInstance(part.error)) throw guard.failure(part.error);
        text ||= part.error.content.flatMap((c) => (c.type === 'text' ? [c.text] : [])).join('');
      }
    }
    if (guard.signal.aborted) throw guard.failure(undefined);
  } catch (err) {
    throw err instanceof LlmCallError || err instanceof LlmAbortedError ? err : guard.failure(err);
  }
  if (toolInput) {
    return { raw: JSON.stringify(toolInput.value), checked: checkValue(toolInput.value, ask.schema), usage };
  }
  return { raw: text, checked: checkText(text, ask.schema), usage };
}

// JSON schema: the schema goes in response_format. JSON mode: response_format json_object without a
// schema (it is in the prompt; a schema here would only draw the provider's "unsupported" warning).
function outputFor(mode: StructuredMode, schema: z.ZodType) {
  if (mode === 'json_schema') return { output: Output.object({ schema, name: OBJECT_NAME }) };
  if (mode === 'json_object') return { output: Output.json({ name: OBJECT_NAME }) };
  return {};
}

/** The turn that asks again after an answer that did not fit, with what was wrong. */
export function correctionTurns(previous: string, problem: string, mode: StructuredMode): ModelMessage[] {
  const how = mode === 'tool' ? `by calling the ${OBJECT_NAME} tool` : 'as one JSON object and nothing else';
  return [
    { role: 'assistant', content: previous.trim() || '(no answer)' },
    {
      role: 'user',
      content: `Your answer could not be used: ${problem}\nAnswer the request above again, ${how}, exactly as specified.`,
    },
  ];
}
