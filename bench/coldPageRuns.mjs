/**
 * The loop the page benches share: an account registered for the signed-in pages, then per page one
 * load not counted and `runs` counted, each by `load(browser, url, userState)` (which opens its own
 * context, so every load is cold).
 */
import { registerAccount } from './lighthouseSession.mjs';

/** Resolves to `[{ page, runs }]`, the pages in order, each with its counted loads' results. */
export async function coldPageRuns({ server, browser }, pages, runs, load) {
  const { email, token } = await registerAccount(server.origin);
  const signedIn = { logged: true, type: 'email', token, email };
  const results = [];
  for (const page of pages) {
    const url = `${server.origin}${page.path}`;
    const user = page.isSignedIn ? signedIn : undefined;
    await load(browser, url, user);
    const counted = [];
    for (let i = 0; i < runs; i++) counted.push(await load(browser, url, user));
    results.push({ page, runs: counted });
  }
  return results;
}
