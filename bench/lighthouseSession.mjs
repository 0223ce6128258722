/**
 * The signed-in state for `bench:lighthouse`: an account registered through the API (code read from
 * the development outbox), and the web app's user state written into the browser's localStorage
 * over the DevTools protocol — what e2e/support/session.ts does with Playwright. Lighthouse clears
 * the HTTP cache before each run but not localStorage, so the session holds across runs.
 */

/** Registers a fresh email account on the server at `origin`; resolves to its session token. */
export async function registerAccount(origin) {
  const email = `lighthouse-${Date.now()}@example.com`;
  const post = async (path, body) => {
    const res = await fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = await res.json();
    if (!json.success) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
    return json.data;
  };
  await post('/v1/register/registerCode', { email });
  const outbox = await (await fetch(`${origin}/v1/dev/outbox?recipient=${encodeURIComponent(email)}`)).json();
  const code = outbox.data?.items?.[0]?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code for ${email} in the development outbox: ${JSON.stringify(outbox)}`);
  const { token } = await post('/v1/register/doRegistry', { email, code, password: 'lighthouse-bench-1' });
  return { email, token };
}

/** Sends one DevTools protocol command over `ws` and waits for its answer. */
function send(ws, id, method, params) {
  return new Promise((resolve, reject) => {
    const onMessage = (event) => {
      const message = JSON.parse(event.data);
      if (message.id !== id) return;
      ws.removeEventListener('message', onMessage);
      if (message.error) reject(new Error(`${method}: ${message.error.message}`));
      else resolve(message.result);
    };
    ws.addEventListener('message', onMessage);
    ws.send(JSON.stringify({ id, method, params }));
  });
}

/**
 * Opens a tab of the Chrome listening on `chromePort` at `origin`, runs `script` there (to write or
 * clear localStorage), and closes the tab.
 */
async function runInOrigin(chromePort, origin, script) {
  const devtools = `http://127.0.0.1:${chromePort}`;
  const target = await (await fetch(`${devtools}/json/new?${origin}/favicon.svg`, { method: 'PUT' })).json();
  const ws = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    ws.addEventListener('open', resolve, { once: true });
    ws.addEventListener('error', reject, { once: true });
  });
  try {
    // The tab opens on about:blank and then navigates: wait until it is on the app's origin.
    let id = 1;
    const evaluate = (expression) => send(ws, id++, 'Runtime.evaluate', { expression, returnByValue: true });
    const originNow = () =>
      evaluate('location.origin').then(
        (r) => r.result?.value,
        () => undefined,
      );
    for (let tries = 0; (await originNow()) !== origin; tries++) {
      if (tries > 200) throw new Error(`the tab never reached ${origin}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    const { exceptionDetails } = await evaluate(script);
    if (exceptionDetails)
      throw new Error(`in the page: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
  } finally {
    ws.close();
    await fetch(`${devtools}/json/close/${target.id}`);
  }
}

/** Signs the browser in as the account: the spec §3 user state the web app reads at start. */
export function signInBrowser(chromePort, origin, { email, token }) {
  const state = JSON.stringify({ logged: true, type: 'email', token, email });
  return runInOrigin(chromePort, origin, `localStorage.setItem('inkstone.user', ${JSON.stringify(state)})`);
}

/** Signs the browser out: the public pages are measured as a first-time visitor sees them. */
export function signOutBrowser(chromePort, origin) {
  return runInOrigin(chromePort, origin, 'localStorage.clear()');
}
