import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgentPriceRes } from '@inkstone/shared/api/paperAgent';
import { V1 } from '@inkstone/shared/paths';
import { createAiTestApp, type AiTestApp } from '../../../test/aiTestApp.js';
import { okData, registerUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';

let offline: TestApp;
let withModel: AiTestApp;
beforeAll(async () => {
  [offline, withModel] = await Promise.all([createTestApp(), createAiTestApp({ AGENT_SEARCH_WORDS: '123' })]);
});
afterAll(async () => Promise.all([offline.close(), withModel.close()]));

const price = (t: TestApp, token?: string) => t.request({ method: 'GET', url: V1.workflow.paperagentPrice, token });

describe('GET paperagent/price', () => {
  it('states the configured price when a model is connected', async () => {
    const { token } = await registerUser(withModel);
    expect(okData<AgentPriceRes>(await price(withModel, token))).toEqual({ usesAi: true, wordsCost: 123 });
  });

  it('is free and says so when no model is connected (the run is offline)', async () => {
    const { token } = await registerUser(offline);
    expect(okData<AgentPriceRes>(await price(offline, token))).toEqual({ usesAi: false, wordsCost: 0 });
  });

  it('401 without a token', async () => {
    expect((await price(offline)).statusCode).toBe(401);
  });
});
