import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeLlm, type FakeLlm } from '../test/fakes/fakeLlm.js';
import { createTestApp, type TestApp } from '../test/testApp.js';
import { LlmCallError } from './llmErrors.js';
import { LlmService } from './llmService.js';

let t: TestApp;
let fake: FakeLlm;
beforeAll(async () => {
  fake = await startFakeLlm();
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const drain = async (chunks: AsyncIterable<{ type: string; text: string }>) => {
  let text = '';
  for await (const chunk of chunks) if (chunk.type === 'text') text += chunk.text;
  return text;
};

describe('LlmService', () => {
  it('uses the fast model for cheap steps when one is configured', async () => {
    const llm = new LlmService(
      { ...t.ctx.env, LLM_BASE_URL: fake.baseUrl, LLM_MODEL: 'big', LLM_FAST_MODEL: 'small' },
      t.ctx.db,
    );
    const config = await llm.requireConfig();
    fake.reply({ text: ['a'] }, { text: ['b'] });
    const signal = new AbortController().signal;
    expect(await drain(llm.stream(config, { system: 's', prompt: 'p', signal, useFastModel: true }))).toBe('a');
    expect(await drain(llm.stream(config, { system: 's', prompt: 'p', signal }))).toBe('b');
    expect(fake.requests.map((r) => r.body.model)).toEqual(['small', 'big']);
    expect(fake.requests[0]!.body.messages).toEqual([
      { role: 'system', content: 's' },
      { role: 'user', content: 'p' },
    ]);
    expect(fake.unexpected).toEqual([]);
  });

  it('talks to Anthropic’s Messages API with its key header, and maps its auth error', async () => {
    const seen: http.IncomingHttpHeaders[] = [];
    const paths: string[] = [];
    // Anthropic's documented error shape; no recording of it is available.
    const server = http.createServer((req, res) => {
      seen.push(req.headers);
      paths.push(`${req.method} ${req.url}`);
      req.resume();
      res
        .writeHead(401, { 'content-type': 'application/json' })
        .end('{"type":"error","error":{"type":"authentication_error","message":"invalid x-api-key"}}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
    try {
      const llm = new LlmService(
        {
          ...t.ctx.env,
          LLM_PROVIDER: 'anthropic',
          LLM_BASE_URL: baseUrl,
          LLM_MODEL: 'claude-x',
          LLM_API_KEY: 'sk-ant-000',
        },
        t.ctx.db,
      );
      const config = await llm.requireConfig();
      const err = await drain(
        llm.stream(config, { system: 's', prompt: 'p', signal: new AbortController().signal }),
      ).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(LlmCallError);
      expect(err).toMatchObject({ errorCode: 'upstream_auth_failed', upstreamStatus: 401 });
      expect(paths).toEqual(['POST /v1/messages']);
      expect(seen[0]!['x-api-key']).toBe('sk-ant-000');
      expect(seen[0]!['anthropic-version']).toBeDefined();
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('says what is missing when the configuration cannot make calls', async () => {
    const noUrl = new LlmService({ ...t.ctx.env, LLM_MODEL: 'm', LLM_BASE_URL: undefined }, t.ctx.db);
    await expect(noUrl.requireConfig()).rejects.toMatchObject({
      statusCode: 503,
      errorCode: 'llm_not_configured',
      message: expect.stringMatching(/^The model settings have no base URL\./),
    });
  });
});
