/**
 * The ways the AI benches read the fake model's stream directly, shared by bench/relay.mjs,
 * bench/modelClient.mjs and bench/minimalRelay.mjs.
 */
import { SseParser } from '../shared/src/sse.ts';
import { CallGuard, guardedFetch } from '../server/src/llm/callGuard.ts';
import { createChatModel } from '../server/src/llm/providers.ts';
import { createOutboundFetch } from '../server/src/net/outboundFetch.ts';
import { originsOf } from '../server/src/net/outboundUrl.ts';
import { streamChat } from '../server/src/llm/streamChat.ts';

/**
 * Inkstone's model client for the fake at `baseUrl`, built once as the server builds it (the fake is
 * the operator's LLM_BASE_URL, so the outbound guard trusts its origin).
 */
export function benchModel(baseUrl) {
  const config = { provider: 'openai-compatible', baseUrl, apiKey: 'k', model: 'm', fastModel: null };
  const fetch = guardedFetch(createOutboundFetch({ trustedOrigins: originsOf([baseUrl]) }));
  return createChatModel(config, 'm', fetch);
}

/** The limits of one bench call, as the server sets them (its signal drives the stall watch). */
export function benchGuard() {
  return new CallGuard(new AbortController().signal, { stallMs: 30_000, totalMs: 300_000 });
}

/** One call through Inkstone's model client (`streamChat`), with a stand-in prompt unless given: its chunks. */
export function modelClientChunks(model, request = { system: 's', prompt: 'p' }) {
  return streamChat(model, request, benchGuard());
}

/**
 * One call read with fetch and the shared SseParser only, no model client: per network read, the
 * answer pieces it held.
 */
export async function* rawAnswerPieces(baseUrl) {
  const res = await fetch(`${baseUrl}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ model: 'm', stream: true, messages: [] }),
  });
  const parser = new SseParser();
  for await (const bytes of res.body) {
    const pieces = [];
    for (const message of parser.push(bytes)) {
      if (message.data === '[DONE]') continue;
      const content = JSON.parse(message.data).choices[0]?.delta?.content;
      if (content) pieces.push(content);
    }
    yield pieces;
  }
}
