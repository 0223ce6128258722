import { expect as baseExpect, test, type Page } from '@playwright/test';
import { newEmail, PASSWORD } from './support/accounts';
import { registerByApi, submitPasswordSignIn } from './support/session';
import { chooseOption } from './support/selectField';

const expect = baseExpect.configure({ timeout: 20_000 });

const BIBTEX = `@article{lecun2015deep,
  author = {LeCun, Yann and Bengio, Yoshua and Hinton, Geoffrey},
  title = {Deep learning},
  journal = {Nature},
  year = {2015},
  doi = {10.1038/nature14539},
}
@article{zhang2020,
  author = {{张三} and {李四} and {王五} and {赵六}},
  title = {基于深度学习的中文分词研究},
  journal = {计算机学报},
  year = {2020},
  language = {zh},
}
@article{broken, title = {Unclosed,
`;

async function signedIn(page: Page): Promise<void> {
  const email = newEmail('library');
  await registerByApi(page.request, email);
  await page.goto('/login');
  await submitPasswordSignIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/apps\/home$/);
}

test('imports a BibTeX file into the library, formats it in GB/T 7714, tags an entry and exports BibTeX', async ({
  page,
}, testInfo) => {
  await signedIn(page);
  await page.goto('/apps/knowledge');
  await expect(page.getByRole('tab', { name: 'Library' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(/Your library is empty/)).toBeVisible();
  await expect(page.getByTestId('corpus-attribution')).toContainText('ACL Anthology');

  await page.getByTestId('library-import-input').setInputFiles({
    name: 'refs.bib',
    mimeType: 'application/x-bibtex',
    buffer: Buffer.from(BIBTEX),
  });
  await expect(page.getByText('Imported 2, already in the library 0, failed 1')).toBeVisible();
  // The entry that failed is listed with its place in the file and the reason, until closed.
  const failures = page.getByRole('dialog', { name: '1 entry could not be imported' });
  await expect(failures.getByTestId('import-failures')).toContainText('Entry 3');
  await failures.getByRole('button', { name: 'Close' }).click();
  await expect(failures).toBeHidden();
  const entries = page.getByTestId('library-entry');
  await expect(entries).toHaveCount(2);

  await chooseOption(page, 'Citation style', 'GB/T 7714—2015 (顺序编码制)');
  const references = page.getByTestId('formatted-reference');
  await expect(references.filter({ hasText: '等. 基于深度学习的中文分词研究[J]. 计算机学报, 2020.' })).toHaveCount(1);
  await expect(
    references.filter({ hasText: 'LECUN Y, BENGIO Y, HINTON G. Deep learning[J/OL]. Nature, 2015.' }),
  ).toHaveCount(1);

  const lecun = entries.filter({ hasText: 'Deep learning' });
  await lecun.getByPlaceholder('Add a tag').fill('classics');
  await lecun.getByPlaceholder('Add a tag').press('Enter');
  await expect(lecun.getByRole('button', { name: 'classics' })).toBeVisible();
  await page.getByLabel('Tag', { exact: true }).click();
  await page.getByRole('option', { name: 'classics (1)' }).click();
  await expect(entries).toHaveCount(1);
  await page.screenshot({ path: testInfo.outputPath('library-1280.png'), fullPage: true });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export BibTeX' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('references.bib');
  const text = await (await file.createReadStream()).toArray();
  expect(Buffer.concat(text).toString('utf8')).toContain('@article{lecun2015deep,');
});
