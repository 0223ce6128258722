import { expect, type Page } from '@playwright/test';

/** The signed-in user's token, as the web app keeps it. */
function tokenOf(page: Page): Promise<string | undefined> {
  return page.evaluate(() => (JSON.parse(localStorage.getItem('inkstone.user') ?? '{}') as { token?: string }).token);
}

/** GETs `path` of the page's server as the signed-in user; the envelope's data, or the HTTP status when it failed. */
export async function getAsUser<T>(page: Page, path: string): Promise<T | number> {
  const response = await page.request.get(path, { headers: { Authorization: `Bearer ${await tokenOf(page)}` } });
  return response.ok() ? ((await response.json()) as { data: T }).data : response.status();
}

/** Sends `body` as JSON to `path` as the signed-in user (method POST unless given); the envelope's data. */
export async function sendAsUser<T>(page: Page, path: string, body?: unknown, method = 'POST'): Promise<T> {
  const response = await page.request.fetch(path, {
    method,
    headers: { Authorization: `Bearer ${await tokenOf(page)}` },
    ...(body === undefined ? {} : { data: body }),
  });
  expect(response.ok(), `${method} ${path}: ${response.status()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** Waits until the server has loaded its built-in corpus (it loads in the background after start). */
export async function waitForCorpus(page: Page): Promise<void> {
  const state = async () => {
    const corpus = await getAsUser<{ state: string }>(page, '/v1/papers/corpus');
    return typeof corpus === 'number' ? corpus : corpus.state;
  };
  await expect.poll(state, { timeout: 90_000, intervals: [1_000] }).toBe('ready');
}
