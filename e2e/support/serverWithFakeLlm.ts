/**
 * The e2e server of the AI specs: starts the scripted fake OpenAI-compatible model (server/src/test/fakes) and
 * then `node server/dist/main.js` pointed at it, so AI specs run against real HTTP streaming without
 * reaching the internet. The fake answers a prompt by the first of AI_SCRIPTS whose input it contains,
 * structured answers as a model of kind E2E_FAKE_KIND would (`schema`: honours a JSON schema;
 * `jsonMode`: JSON only when asked for JSON mode), and the server asks in the mode
 * E2E_STRUCTURED_OUTPUT (`auto` when unset: detected from the provider).
 * Run by playwright.config.ts with `node --import tsx`; exits with the server.
 */
import { spawn } from 'node:child_process';
import { startFakeLlm, type FakeLlmRequest } from '../../server/src/test/fakes/fakeLlm.js';
import type { FakeStructuredKind } from '../../server/src/test/fakes/fakeStructured.js';
import { AI_SCRIPTS } from './aiScripts.js';

const promptOf = (request: FakeLlmRequest) => (request.body.messages ?? []).map((m) => m.content).join('\n');

const fake = await startFakeLlm();
fake.setStructuredKind((process.env.E2E_FAKE_KIND ?? 'schema') as FakeStructuredKind);
fake.setResponder((request) => {
  const prompt = promptOf(request);
  const reply = AI_SCRIPTS.find((script) => prompt.includes(script.input))?.reply;
  return typeof reply === 'function' ? reply(prompt) : reply;
});

const server = spawn(process.execPath, ['server/dist/main.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    LLM_PROVIDER: 'openai-compatible',
    LLM_BASE_URL: fake.baseUrl,
    LLM_MODEL: 'e2e-fake-model',
    LLM_API_KEY: 'e2e-fake-key',
    LLM_STRUCTURED_OUTPUT: process.env.E2E_STRUCTURED_OUTPUT ?? 'auto',
  },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => {
  void fake.close().finally(() => process.exit(code ?? (signal ? 1 : 0)));
});
