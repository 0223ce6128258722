import { expect, test, type Page } from '@playwright/test';
import { newEmail } from './support/accounts';
import { registerByApi, signInWithPassword } from './support/session';

const body = (page: Page) => page.getByTestId('note-body');

/** Whether keyboard focus is in the note's text (the editable element itself). */
const focusInEditor = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest('[data-testid="note-body"]') !== null);

/** The text of the table cell holding the caret. */
const caretCell = (page: Page) =>
  page.evaluate(() => {
    const node = window.getSelection()?.anchorNode;
    const element = node instanceof Element ? node : node?.parentElement;
    return element?.closest('td, th')?.textContent ?? null;
  });

test('Tab and Shift-Tab move between table cells, Tab in the last cell adds a row, and focus stays in the note', async ({
  page,
}) => {
  const email = newEmail('table');
  await registerByApi(page.request, email);
  await signInWithPassword(page, email);
  await page.goto('/apps/editor');
  await page.getByRole('button', { name: 'New note' }).click();
  await expect(page).toHaveURL(/\/apps\/editor\?(.*&)?id=/);
  await body(page).click();
  await page.keyboard.type('Results by model.');
  await page.getByRole('button', { name: 'Insert table' }).click();
  await expect(body(page).locator('table tr')).toHaveCount(3);

  await body(page).locator('th').first().click();
  const rows = [
    ['Model', 'Accuracy', 'F1'],
    ['BERT', '0.91', '0.89'],
    ['GPT', '0.93', '0.90'],
  ];
  for (const [r, row] of rows.entries()) {
    for (const [c, text] of row.entries()) {
      if (r > 0 || c > 0) await page.keyboard.press('Tab');
      await page.keyboard.type(text);
      expect(await focusInEditor(page)).toBe(true);
    }
  }
  // Back one cell: its text is selected, the caret is in it, and the focus has not moved.
  await page.keyboard.press('Shift+Tab');
  expect(await caretCell(page)).toBe('0.93');
  expect(await focusInEditor(page)).toBe(true);
  await page.keyboard.press('Tab');
  expect(await caretCell(page)).toBe('0.90');
  // The last cell: Tab makes a fourth row and goes into its first cell.
  await page.keyboard.press('Tab');
  await expect(body(page).locator('table tr')).toHaveCount(4);
  await page.keyboard.type('T5');
  await page.keyboard.press('Tab');
  await page.keyboard.type('0.88');
  // Back to the first cell, and Shift-Tab there keeps the caret in the table instead of leaving.
  for (let i = 0; i < 12; i++) await page.keyboard.press('Shift+Tab');
  expect(await caretCell(page)).toBe('Model');
  expect(await focusInEditor(page)).toBe(true);
  await page.keyboard.press('End');
  await page.keyboard.type(' name');

  await expect(page.getByTestId('save-state')).toHaveAttribute('data-status', 'saved');
  await page.reload();
  const cells = body(page).locator('tr').nth(0).locator('th');
  await expect(cells).toHaveText(['Model name', 'Accuracy', 'F1']);
  await expect(body(page).locator('tr').nth(2).locator('td')).toHaveText(['GPT', '0.93', '0.90']);
  await expect(body(page).locator('tr').nth(3).locator('td')).toHaveText(['T5', '0.88', '']);
  await expect(body(page)).toContainText('Results by model.');
});
