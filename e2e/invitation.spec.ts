import { expect, test } from '@playwright/test';
import { newEmail, PASSWORD } from './support/accounts';
import { waitForCode } from './support/outbox';
import { registerByApi, signInWithPassword } from './support/session';

test('invite link → register with the code → the inviter sees the friend counted and the reward in the points flow', async ({
  page,
  browser,
}) => {
  // Two browsers and two registrations: more than the default minute on a busy machine.
  test.setTimeout(180_000);
  const inviter = newEmail('inviter');
  await registerByApi(page.request, inviter);
  await signInWithPassword(page, inviter);

  // The navigation's "Invite friends" opens the inviter's dashboard.
  await page.getByRole('link', { name: 'Invite friends' }).first().click();
  await expect(page).toHaveURL(/\/front-pages\/invitation$/);
  const codeText = page.getByTestId('share-code');
  await expect(codeText).toHaveText(/^[2-9A-HJKMNP-Z]{8}$/);
  const code = (await codeText.textContent())!;
  const link = await page.getByLabel('Invite link').inputValue();
  expect(link).toMatch(new RegExp(`/front-pages/invitation\\?code=${code}$`));
  await expect(page.getByTestId('invitee-count')).toHaveText('0');
  await expect(page.getByAltText('QR code of your invite link')).toBeVisible();

  // A friend opens the link in their own browser and registers from the landing page.
  const friendContext = await browser.newContext({ baseURL: new URL(link).origin });
  const friend = await friendContext.newPage();
  const friendEmail = newEmail('invitee');
  await friend.goto(link);
  await expect(friend.getByRole('heading', { name: 'You have been invited to Inkstone' })).toBeVisible();
  await friend.getByRole('link', { name: 'Create account' }).click();
  await expect(friend).toHaveURL(new RegExp(`/register\\?code=${code}$`));
  await expect(friend.getByLabel('Invite code (optional)')).toHaveValue(code);
  await friend.getByLabel('Email', { exact: true }).fill(friendEmail);
  await friend.getByRole('button', { name: 'Send code' }).click();
  await friend.getByLabel('Verification code').fill(await waitForCode(friend.request, friendEmail));
  await friend.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await friend.getByRole('button', { name: 'Create account' }).click();
  await expect(friend).toHaveURL(/\/apps\/home$/);
  await friendContext.close();

  // The inviter's dashboard counts the friend, masked, with the reward.
  await page.reload();
  await expect(page.getByTestId('invitee-count')).toHaveText('1');
  await expect(page.getByTestId('words-earned')).toHaveText('2,000');
  const [local, domain] = friendEmail.split('@');
  await expect(page.getByTestId('recent-invitee')).toHaveCount(1);
  await expect(page.getByTestId('recent-invitee')).not.toContainText(local!);
  await expect(page.getByTestId('recent-invitee')).toContainText(domain!);
  await expect(page.getByTestId('recent-invitee')).toContainText('+2,000 words');

  // The points flow, from the account menu, shows the reward on top.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Points flow' }).click();
  await expect(page).toHaveURL(/\/pages\/points-flow$/);
  const newest = page.getByTestId('point-flow-row').first();
  await expect(newest).toContainText('Invitation reward');
  await expect(newest).toContainText('+2,000');
  await expect(page.getByTestId('point-flow-row').last()).toContainText('Sign-up gift');
});

test('an unknown invite code is refused clearly and registration goes on without it', async ({ page }) => {
  const email = newEmail('unknown-invite');
  await page.goto('/front-pages/invitation?code=NOTACODE');
  await page.getByRole('link', { name: 'Create account' }).click();
  await expect(page.getByLabel('Invite code (optional)')).toHaveValue('NOTACODE');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('Verification code').fill(await waitForCode(page.request, email));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('This invite code does not exist.')).toBeVisible();
  await page.getByRole('button', { name: 'Continue without a code' }).click();
  await expect(page).toHaveURL(/\/apps\/home$/);
});
