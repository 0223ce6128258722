import { expect, type Page } from '@playwright/test';

/**
 * Chooses `option` in the page's select field labelled `label`, and waits until the field shows it.
 * Once in CI, on a loaded machine, the click on an option of a menu still opening was lost: the menu
 * stayed open over the form and the test waited on the next field for its whole timeout. The choice
 * is made again until the field shows it, so a lost click costs a retry, and a field that never
 * takes the choice still fails here, by name.
 */
export async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  // The combobox, not its open menu: the listbox carries the same label.
  const field = page.getByRole('combobox', { name: label });
  await expect(async () => {
    if (!(await page.getByRole('listbox').isVisible())) await field.click();
    await page.getByRole('option', { name: option, exact: true }).click({ timeout: 5_000 });
    await expect(field).toHaveText(option, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}
