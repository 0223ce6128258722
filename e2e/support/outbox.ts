import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { CODE_RESEND_INTERVAL_MS } from '../../shared/src/constants';

interface OutboxMessage {
  body: string;
  createdAt: string;
}

/** Messages the development outbox holds for `recipient`, newest first. */
export async function outboxFor(request: APIRequestContext, recipient: string): Promise<OutboxMessage[]> {
  const res = await request.get('/v1/dev/outbox', { params: { recipient } });
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as { data: { items: OutboxMessage[] } };
  return body.data.items;
}

/**
 * Waits until the outbox holds more than `countBefore` messages for `recipient` and returns the
 * 6-digit code of the newest one — what a user would read in their inbox or on their phone.
 */
export async function waitForCode(request: APIRequestContext, recipient: string, countBefore = 0): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const items = await outboxFor(request, recipient);
        code = items.length > countBefore ? items[0]?.body.match(/\b(\d{6})\b/)?.[1] : undefined;
        return code;
      },
      { message: `a code for ${recipient} in the outbox`, timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return code as string;
}

/**
 * Waits out the per-recipient resend interval after the newest message to `recipient`: the server
 * refuses a second code within it, whatever the code is for (e.g. a reset right after registering).
 */
export async function waitUntilResendAllowed(page: Page, request: APIRequestContext, recipient: string): Promise<void> {
  const newest = (await outboxFor(request, recipient))[0];
  if (!newest) return;
  const allowedAt = Date.parse(newest.createdAt) + CODE_RESEND_INTERVAL_MS + 1000;
  await page.waitForTimeout(Math.max(0, allowedAt - Date.now()));
}
