import { expect, type Page } from '@playwright/test';

/** The signed-in user's bearer token, as the web app keeps it. */
function tokenOf(page: Page): Promise<string | undefined> {
  return page.evaluate(() => (JSON.parse(localStorage.getItem('inkstone.user') ?? '{}') as { token?: string }).token);
}

/** Waits until the server has loaded its built-in corpus (it loads in the background after start). */
export async function corpusLoaded(page: Page): Promise<void> {
  const token = await tokenOf(page);
  const state = async () => {
    const response = await page.request.get('/v1/papers/corpus', { headers: { Authorization: `Bearer ${token}` } });
    return response.ok() ? ((await response.json()) as { data: { state: string } }).data.state : response.status();
  };
  await expect.poll(state, { timeout: 90_000, intervals: [1_000] }).toBe('ready');
}

/**
 * Runs a whole paper search through the API for the signed-in user — step 2 on the built-in corpus
 * only (nothing reaches the internet), then step 3 — reading each stream to its end. Returns the
 * saved session's id, for tests of the pages that show a saved search.
 */
export async function runSavedSearch(page: Page, topic: string): Promise<string> {
  await corpusLoaded(page);
  const headers = { Authorization: `Bearer ${await tokenOf(page)}` };
  const search = await page.request.post('/v1/workflow/paperagent/search', {
    headers,
    data: { topic, sources: ['local'], maxPapers: 20 },
    timeout: 120_000,
  });
  const events = await search.text();
  const id = /"id":"([0-9a-f-]{36})"/.exec(events)?.[1];
  if (!id) throw new Error(`the search stream named no session: ${events.slice(0, 300)}`);
  const sort = await page.request.post('/v1/workflow/paperagent/sort/logic', {
    headers,
    data: { id },
    timeout: 120_000,
  });
  expect(await sort.text()).toContain('event: done');
  return id;
}
