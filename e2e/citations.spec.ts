import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { newEmail } from './support/accounts';
import { registerByApi, signInWithPassword } from './support/session';
import { sendAsUser } from './support/userApi';

const BIB = [
  '@article{lecun2015deep, author = {LeCun, Yann and Bengio, Yoshua and Hinton, Geoffrey},',
  '  title = {Deep Learning}, journal = {Nature}, volume = {521}, number = {7553}, pages = {436--444}, year = {2015}}',
  '@inproceedings{he2016resnet, author = {He, Kaiming and Zhang, Xiangyu and Ren, Shaoqing and Sun, Jian},',
  '  title = {Deep Residual Learning for Image Recognition}, booktitle = {Proceedings of CVPR}, pages = {770--778}, year = {2016}}',
].join('\n');

interface Imported {
  entries: { bibkey?: string; id?: string }[];
}

const body = (page: Page) => page.getByTestId('note-body');
const bibliography = (page: Page) => page.getByTestId('bibliography');

async function cite(page: Page, search: string, locator = '') {
  await page.keyboard.press('Control+Alt+c');
  const dialog = page.getByRole('dialog', { name: 'Insert citation' });
  await dialog.getByLabel('Search your library').fill(search);
  // The list filters as the search is typed: click only once it holds just the match, so it cannot move under the pointer.
  const candidates = dialog.getByRole('list', { name: 'References to cite' }).getByRole('button');
  await expect(candidates).toHaveCount(1);
  await candidates.filter({ hasText: search }).click();
  await expect(dialog.getByRole('group', { name: 'Cited in this citation' })).toContainText(search);
  if (locator) await dialog.getByRole('textbox', { name: 'Page or other locator' }).fill(locator);
  await dialog.getByRole('button', { name: 'Insert citation' }).click();
  await expect(dialog).toBeHidden();
}

test("cite from the library: live labels and bibliography in the note's style, renumbering, a deleted reference kept and flagged, exports with the bibliography", async ({
  page,
}) => {
  // Three citations, two reloads and an export: a minute on an idle machine, more beside a build.
  test.setTimeout(150_000);
  const email = newEmail('cite');
  await registerByApi(page.request, email);
  await signInWithPassword(page, email);
  const imported = await sendAsUser<Imported>(page, '/v1/papers/library/import', { format: 'bibtex', content: BIB });
  expect(imported.entries).toHaveLength(2);

  await page.goto('/apps/editor');
  await page.getByRole('button', { name: 'New note' }).click();
  await expect(page).toHaveURL(/\/apps\/editor\?(.*&)?id=/);
  await body(page).click();
  await page.keyboard.type('Deep networks learn features ');
  await cite(page, 'Deep Learning', 'p. 437');
  await page.keyboard.type(' and residual links train them ');
  await cite(page, 'Residual');
  await page.keyboard.type('.');

  // APA for an English account: author-date labels with the locator, the list sorted by author.
  await expect(body(page)).toContainText('(LeCun et al., 2015, p. 437)');
  await expect(body(page)).toContainText('(He et al., 2016)');
  const entries = bibliography(page).getByRole('listitem');
  await expect(entries).toHaveCount(2);
  await expect(entries.first()).toContainText('He, K., Zhang, X., Ren, S., & Sun, J. (2016)');
  await expect(entries.nth(1)).toContainText('Nature, 521(7553), 436–444');

  // IEEE: numbered by first citation.
  await bibliography(page).getByLabel('Citation style').click();
  await page.getByRole('option', { name: 'IEEE' }).click();
  await expect(body(page)).toContainText('[1, p. 437]');
  await expect(body(page)).toContainText('[2]');
  await expect(entries.first()).toContainText('[1]');
  await expect(entries.first()).toContainText('Deep Learning');

  // A citation of the second reference placed first renumbers the whole note.
  await body(page)
    .locator('p')
    .first()
    .click({ position: { x: 2, y: 8 } });
  await page.keyboard.press('Home');
  await page.keyboard.type('Residual links ');
  await cite(page, 'Residual');
  await expect(body(page)).toContainText(/^Residual links \[1\]/);
  await expect(body(page)).toContainText('[2, p. 437]');
  await expect(entries.first()).toContainText('Deep Residual Learning');

  // The style and the labels are saved with the note.
  await expect(page.getByTestId('save-state')).toHaveAttribute('data-status', 'saved');
  await page.reload();
  await expect(body(page)).toContainText('[2, p. 437]');

  // Deleted from the library: still rendered from the note's copy, and flagged.
  const lecun = imported.entries.find((entry) => entry.bibkey?.startsWith('lecun'))!;
  await sendAsUser(page, `/v1/papers/library/${lecun.id}`, undefined, 'DELETE');
  await page.reload();
  await expect(body(page).locator('.citation-missing')).toHaveCount(1);
  await expect(entries.nth(1)).toContainText('Deep Learning');
  await expect(entries.nth(1).getByLabel('No longer in your library')).toBeVisible();

  await page.getByRole('button', { name: 'Export' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'HTML (.html)' }).click();
  const html = readFileSync(await (await downloading).path(), 'utf8');
  expect(html).toContain('<h2>References</h2>');
  // citeproc's HTML: the number in its margin, the title quoted and the journal in italics.
  expect(html).toMatch(
    /csl-left-margin">\[2\]<\/div><div class="csl-right-inline">Y\. LeCun[^<]*“Deep Learning,” <i>Nature<\/i>/,
  );
});
