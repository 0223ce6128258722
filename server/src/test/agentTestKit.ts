import type { AddressInfo } from 'node:net';
import { V1 } from '@inkstone/shared/paths';
import { SseParser, toStreamEvent, type StreamEvent } from '@inkstone/shared/sse';
import type { FakeLlmRequest, FakeReply, FakeResponder } from './fakes/fakeLlm.js';
import { createAiTestApp, type AiTestApp } from './aiTestApp.js';
import type { TestApp } from './testApp.js';

/** An event of an agent stream with its SSE id (the seq). */
export interface IdEvent {
  seq: number;
  event: StreamEvent;
}

/** Reads a whole stream response into events with their ids. */
export async function readIdEvents(res: Response): Promise<IdEvent[]> {
  const parser = new SseParser();
  const text = await res.text();
  return [...parser.push(text), ...parser.end()].map((m) => ({ seq: Number(m.lastEventId), event: toStreamEvent(m) }));
}

/** Reads events until `count` arrived, then stops reading (the client goes away). */
export async function readFirstEvents(res: Response, count: number, abort: AbortController): Promise<IdEvent[]> {
  const parser = new SseParser();
  const out: IdEvent[] = [];
  const reader = res.body!.getReader();
  while (out.length < count) {
    const { value, done } = await reader.read();
    if (done) break;
    for (const m of parser.push(value)) out.push({ seq: Number(m.lastEventId), event: toStreamEvent(m) });
  }
  abort.abort();
  return out.slice(0, count);
}

/** The progress statuses of a list of events, in order. */
export const statusesOf = (events: IdEvent[]) =>
  events.flatMap((e) => (e.event.type === 'progress' ? [e.event.status] : []));

/** The data of the last progress event with `status`. */
export function dataOf<T>(events: IdEvent[], status: number): T {
  const found = events.filter((e) => e.event.type === 'progress' && e.event.status === status).at(-1);
  if (!found || found.event.type !== 'progress') throw new Error(`no progress event ${status}`);
  return found.event.data as T;
}

/** POSTs JSON over real HTTP (streams need a socket) with optional bearer token and headers. */
export function postTo(
  origin: string,
  path: string,
  body: unknown,
  token?: string,
  headers: Record<string, string> = {},
  signal?: AbortSignal,
) {
  return fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: JSON.stringify(body),
    signal,
  });
}

/** Makes a test app listen on 127.0.0.1 and returns its origin. */
export async function listen(t: TestApp): Promise<string> {
  if (!t.app.server.listening) await t.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = t.app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/** Which agent prompt a fake-model request carries (by its system prompt). */
export type AgentPromptKind = 'intents' | 'queries' | 'filter' | 'translate' | 'group' | 'skeleton' | 'merge';

const KINDS: Array<[AgentPromptKind, string]> = [
  ['intents', 'state what the researcher is looking for'],
  ['queries', 'You write search queries'],
  ['filter', 'You judge candidate papers'],
  ['translate', "Translate each paper's title"],
  ['group', 'Sort the papers listed into'],
  ['skeleton', 'You draft part of the outline'],
  ['merge', 'You finalise the outline'],
];

export function promptKind(req: FakeLlmRequest): AgentPromptKind | undefined {
  const system = req.body.messages?.find((m) => m.role === 'system')?.content ?? '';
  return KINDS.find(([, phrase]) => system.includes(phrase))?.[0];
}

const userText = (req: FakeLlmRequest) => req.body.messages?.find((m) => m.role === 'user')?.content ?? '';
const refsOf = (text: string) =>
  [...text.matchAll(/^\[([^\]]+)\] (.*?)(?: \(\d{4}\))?$/gm)].map((m) => ({ ref: m[1]!, title: m[2]! }));
// A structured answer: the fake sends it as the request and its structured kind call for (fakeStructured.ts).
const json = (value: unknown): FakeReply => ({ json: value });

/**
 * A scripted agent model: intents and queries about machine translation; the filter keeps papers
 * whose title mentions translation (score 0.9) and rejects the rest (0.1); translations prefix "译:";
 * grouping splits the papers in two; each group is one section; the merge leaves out the last key
 * (the server must put it back). `override` answers a kind differently (e.g. a 500).
 */
export function agentResponder(
  override: Partial<Record<AgentPromptKind, FakeReply>> = {},
  delays: Partial<Record<AgentPromptKind, number>> = {},
): FakeResponder {
  return (req) => {
    const kind = promptKind(req);
    if (!kind) return undefined;
    if (override[kind]) return override[kind];
    const reply = answer(kind, req);
    return delays[kind] ? { ...reply, headerDelayMs: delays[kind] } : reply;
  };
}

function answer(kind: AgentPromptKind, req: FakeLlmRequest): FakeReply {
  const refs = refsOf(userText(req));
  switch (kind) {
    case 'intents':
      return json({ intents: ['Improve neural machine translation quality', 'Evaluate translation quality'] });
    case 'queries':
      return json({ queries: ['neural machine translation', 'translation quality estimation', '机器翻译'] });
    case 'filter':
      return json({
        judgements: refs.map(({ ref, title }) =>
          /translation/i.test(title)
            ? { ref, score: 0.9, reason: `About translation: ${ref}` }
            : { ref, score: 0.1, reason: 'Off topic' },
        ),
      });
    case 'translate':
      return json({ items: refs.map(({ ref, title }) => ({ ref, title: `译:${title}`, summary: '摘要' })) });
    case 'group': {
      const half = Math.ceil(refs.length / 2);
      return json({
        groups: [
          { name: 'Quality', bibkey: refs.slice(0, half).map((r) => r.ref) },
          { name: 'Methods', bibkey: refs.slice(half).map((r) => r.ref) },
        ].filter((g) => g.bibkey.length > 0),
      });
    }
    case 'skeleton':
      return json({
        sections: [
          { section_name: `S-${refs[0]?.ref}`, bibkey: refs.map((r) => r.ref), reason: 'They share a method.' },
        ],
      });
    case 'merge': {
      const sections = [...userText(req).matchAll(/^\d+\. (.*)\nkeys: (.*)$/gm)].map((m) => ({
        section_name: m[1]!,
        bibkey: m[2]!.split(', '),
        reason: 'Merged.',
      }));
      sections.at(-1)?.bibkey.pop();
      return json({ sections: [...sections].reverse() });
    }
  }
}

/** A user's balance. */
export async function balanceOf(t: TestApp, token: string): Promise<number> {
  const res = await t.request({ method: 'GET', url: V1.user.info, token });
  return res.json<{ data: { durWordsLeft: number } }>().data.durWordsLeft;
}

/** The AI test app (fake model) with the test corpus indexed, for the agent's HTTP tests. */
export async function createAgentTestApp(env: Record<string, string> = {}): Promise<AiTestApp> {
  const t = await createAiTestApp(env);
  await t.ctx.literature.ready();
  return t;
}

/** After each test: the fake model's stray calls (a test expects none), and its responder cleared. */
export function strayModelCalls(t: AiTestApp): string[] {
  t.fake.setResponder(undefined);
  return t.fake.unexpected;
}
