import fs from 'node:fs';

// Recorded OpenAI-compatible responses (see PROVENANCE.md there), shared by every fake of this API.
const FIXTURES = new URL('../../../../../shared/fixtures/openai-compatible/', import.meta.url);

/** A recorded fixture file, as text. */
export const fixtureText = (name: string) => fs.readFileSync(new URL(name, FIXTURES), 'utf8');

type Chunk = { choices: Array<{ delta: Record<string, unknown>; finish_reason: unknown }>; [k: string]: unknown };

/** The JSON chunks of a recorded `.sse` body, in order (without `[DONE]`). */
function recordedChunks(name: string): Chunk[] {
  return fixtureText(name)
    .split('\n\n')
    .map((event) => event.replace(/^data: /, '').trim())
    .filter((data) => data && data !== '[DONE]')
    .map((data) => JSON.parse(data) as Chunk);
}

const openai = recordedChunks('openai_chat_stream_text_include-usage_gpt-4o-mini.sse');
const deepseek = recordedChunks('deepseek_chat_stream_reasoning-content_deepseek-reasoner.sse');
const toolCall = recordedChunks('openai_chat_stream_tool-call_include-usage_gpt-4o-mini.sse');
const frame = (chunk: unknown) => `data: ${JSON.stringify(chunk)}\n\n`;

function withDelta(template: Chunk, delta: Record<string, unknown>): Chunk {
  const chunk = structuredClone(template);
  chunk.choices[0]!.delta = delta;
  return chunk;
}

/**
 * SSE frames shaped exactly like the recordings: OpenAI's (role chunk, content chunks, a
 * finish_reason chunk, an include-usage chunk with empty choices, `[DONE]`) for plain answers, and
 * DeepSeek's (`reasoning_content` deltas, then `content` deltas, finish and usage in the last chunk)
 * when there is reasoning.
 */
export function streamFrames(reasoning: string[], text: string[]): { head: string[]; body: string[]; tail: string[] } {
  if (reasoning.length === 0) {
    const [role, content] = [openai[0]!, openai[1]!];
    return {
      head: [frame(role)],
      body: text.map((piece) => frame(withDelta(content, { content: piece }))),
      tail: [frame(openai.at(-2)), frame(openai.at(-1)), 'data: [DONE]\n\n'],
    };
  }
  const [role, reason] = [deepseek[0]!, deepseek[1]!];
  return {
    head: [frame(role)],
    body: [
      ...reasoning.map((piece) => frame(withDelta(reason, { content: null, reasoning_content: piece }))),
      ...text.map((piece) => frame(withDelta(reason, { content: piece, reasoning_content: null }))),
    ],
    tail: [frame(deepseek.at(-1)), 'data: [DONE]\n\n'],
  };
}

/**
 * SSE frames of a streamed tool call shaped exactly like OpenAI's recording: a role chunk naming the
 * function with empty arguments, argument pieces, a `tool_calls` finish chunk, the usage chunk, `[DONE]`.
 */
export function toolCallFrames(name: string, args: string[]): { head: string[]; body: string[]; tail: string[] } {
  const first = structuredClone(toolCall[0]!);
  const call = (first.choices[0]!.delta.tool_calls as Array<{ function: { name: string } }>)[0]!;
  call.function.name = name;
  const piece = toolCall[1]!;
  return {
    head: [frame(first)],
    body: args.map((arguments_) =>
      frame(withDelta(piece, { tool_calls: [{ index: 0, function: { arguments: arguments_ } }] })),
    ),
    tail: [frame(toolCall.at(-2)), frame(toolCall.at(-1)), 'data: [DONE]\n\n'],
  };
}

/** A non-streamed chat.completion as DeepSeek recorded it, with `text` as the answer. */
export function completionBody(text: string): string {
  const body = JSON.parse(fixtureText('deepseek_chat_nonstream_reasoning-content_deepseek-reasoner.json')) as {
    choices: Array<{ message: Record<string, unknown> }>;
  };
  body.choices[0]!.message = { role: 'assistant', content: text };
  return JSON.stringify(body);
}

// No 500 body was recorded; this is the text OpenAI documents for its server errors.
const SERVER_ERROR = JSON.stringify({
  error: {
    message: 'The server had an error while processing your request. Sorry about that!',
    type: 'server_error',
    param: null,
    code: null,
  },
});

/** The recorded error body for an HTTP status. */
export function errorBody(status: 401 | 404 | 429 | 500): string {
  if (status === 401) return fixtureText('openai_chat_401_invalid-api-key.json');
  if (status === 404) return fixtureText('openai_chat_404_model-not-found.json');
  if (status === 429) return fixtureText('openai_chat_429_insufficient-quota.json');
  return SERVER_ERROR;
}
