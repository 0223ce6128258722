import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import {
  complexField,
  fieldEnd,
  fieldStart,
  heading,
  paragraph,
  text,
  wordFile,
  ZOTERO_BIBLIOGRAPHY,
  zoteroCitation,
} from '../web/src/features/editor/converters/zoteroDocx.test-fixture';
import { newEmail } from './support/accounts';
import { registerByApi, signInWithPassword } from './support/session';
import { sendAsUser } from './support/userApi';

// Issue 18: Word files keep live citations, Inkstone's own exports and files made with Zotero alike.
const BIB = [
  '@article{lecun2015deep, author = {LeCun, Yann and Bengio, Yoshua and Hinton, Geoffrey},',
  '  title = {Deep Learning}, journal = {Nature}, volume = {521}, number = {7553}, pages = {436--444}, year = {2015},',
  '  doi = {10.1038/nature14539}}',
  '@inproceedings{he2016resnet, author = {He, Kaiming and Zhang, Xiangyu and Ren, Shaoqing and Sun, Jian},',
  '  title = {Deep Residual Learning for Image Recognition}, booktitle = {Proceedings of CVPR}, pages = {770--778}, year = {2016}}',
].join('\n');

const body = (page: Page) => page.getByTestId('note-body');
const entries = (page: Page) => page.getByTestId('bibliography').getByRole('listitem');
const WORD = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

async function importWord(page: Page, name: string, buffer: Buffer) {
  await page.getByTestId('import-input').setInputFiles({ name, mimeType: WORD, buffer });
  await expect(page.getByTestId('note-title')).toHaveValue(name.replace(/\.docx$/, ''), { timeout: 30_000 });
}

test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ page }) => {
  const email = newEmail('citedocx');
  await registerByApi(page.request, email);
  // A server just started (or a busy machine) can take longer than the sign-in helper waits for the
  // first page: load the app once first.
  await page.goto('/login');
  await expect(page.getByRole('button').first()).toBeVisible({ timeout: 30_000 });
  await signInWithPassword(page, email);
  await sendAsUser(page, '/v1/papers/library/import', { format: 'bibtex', content: BIB });
});

test('a Word export comes back with live citations, locators and one bibliography', async ({ page }) => {
  await page.goto('/apps/editor');
  await page.getByRole('button', { name: 'New note' }).click();
  await body(page).click();
  await page.keyboard.type('Deep networks learn features ');
  await page.keyboard.press('Control+Alt+c');
  const dialog = page.getByRole('dialog', { name: 'Insert citation' });
  await dialog.getByLabel('Search your library').fill('Deep Learning');
  // Click a reference only once the list holds just the match, so it cannot move under the pointer.
  const candidates = dialog.getByRole('list', { name: 'References to cite' }).getByRole('button');
  const picked = dialog.getByRole('group', { name: 'Cited in this citation' });
  await expect(candidates).toHaveCount(1);
  await candidates.filter({ hasText: 'Deep Learning' }).click();
  await expect(picked).toContainText('Deep Learning');
  await dialog.getByRole('textbox', { name: 'Page or other locator' }).fill('p. 437');
  await dialog.getByLabel('Search your library').fill('Residual');
  await expect(candidates).toHaveCount(1);
  await candidates.filter({ hasText: 'Residual' }).click();
  await expect(picked).toContainText('Residual');
  await dialog.getByRole('button', { name: 'Insert citation' }).click();
  // citeproc renders on the server; a busy machine takes longer than the default wait.
  await expect(body(page)).toContainText('(He et al., 2016; LeCun et al., 2015, p. 437)', { timeout: 30_000 });
  await expect(page.getByTestId('save-state')).toHaveAttribute('data-status', 'saved');

  await page.getByRole('button', { name: 'Export' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Word (.docx)' }).click();
  await importWord(page, 'Reimported.docx', readFileSync(await (await downloading).path()));

  await expect(body(page)).toContainText('Deep networks learn features (He et al., 2016; LeCun et al., 2015, p. 437)', {
    timeout: 30_000,
  });
  await expect(entries(page)).toHaveCount(2);
  await expect(body(page)).not.toContainText('Nature, 521(7553)');
  // Live: the style changes the imported citation.
  await page.getByTestId('bibliography').getByLabel('Citation style').click();
  await page.getByRole('option', { name: 'IEEE' }).click();
  await expect(body(page)).toContainText('p. 437]', { timeout: 30_000 });
  await expect(body(page)).not.toContainText('(He et al.');
});

test('a Word file made with Zotero imports with live citations from its own data, flagged as not in the library', async ({
  page,
}) => {
  const smith = {
    id: 7,
    uris: ['http://zotero.org/users/local/AbCdEfGh/items/WXYZ9876'],
    itemData: {
      id: 7,
      type: 'book',
      title: 'A history of reading',
      author: [{ family: 'Manguel', given: 'Alberto' }],
      publisher: 'Viking',
      issued: { 'date-parts': [['1996']] },
    },
  };
  const lecun = {
    id: 42,
    uris: ['http://zotero.org/users/local/AbCdEfGh/items/ABCD1234'],
    itemData: { id: 42, type: 'article-journal', title: 'Deep learning', DOI: '10.1038/NATURE14539' },
  };
  const file = wordFile(
    paragraph(
      text('Reading changed '),
      complexField(zoteroCitation('(Manguel, 1996, p. 12)', [{ ...smith, locator: '12', label: 'page' }]), [
        '(Manguel, 1996, p. 12)',
      ]),
      text(' and so did learning '),
      complexField(zoteroCitation('(LeCun et al., 2015)', [lecun]), ['(LeCun et al., 2015)']),
      text('.'),
    ),
    heading('References'),
    paragraph(fieldStart(ZOTERO_BIBLIOGRAPHY), text('Manguel, A. (1996). A history of reading. Viking.'), fieldEnd()),
  );
  await page.goto('/apps/editor');
  await importWord(page, 'From Zotero.docx', Buffer.from(file));

  // Rendered again by Inkstone in the account's style (APA): the DOI finds the library's entry.
  await expect(body(page)).toContainText('(Manguel, 1996, p. 12)');
  await expect(body(page)).toContainText('(LeCun et al., 2015)');
  await expect(entries(page)).toHaveCount(2);
  await expect(body(page).locator('.citation-missing')).toHaveCount(1);
  // APA lists LeCun before Manguel; Manguel's book is rendered from the note's copy of Zotero's data.
  await expect(entries(page).nth(1).getByLabel('No longer in your library')).toBeVisible();
  await expect(entries(page).nth(1)).toContainText('Manguel, A. (1996). A history of reading. Viking.');
});
