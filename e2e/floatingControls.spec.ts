import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { newEmail } from './support/accounts';
import { boxOf } from './support/layoutChecks';
import { runSavedSearch } from './support/savedSearch';
import { registerByApi, signInWithPassword } from './support/session';

// Issue 21: the scroll-to-top button covered "All papers" on the saved result, and "New note" broke
// onto two lines. Checked at the two sizes the app is designed for, in both languages.
test.slow();

const TOPIC = '基于神经网络的预测方法';
const SIZES = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;
const LANGUAGES = [
  { code: 'en', toggle: 'Switch language to 中文', scrollToTop: 'Scroll to top' },
  { code: 'zh', toggle: '切换语言为 English', scrollToTop: '回到顶部' },
] as const;

type Box = Awaited<ReturnType<typeof boxOf>>;
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.mouse.move(0, 0); // no tooltip or hover in the picture
  await page.screenshot({ path: testInfo.outputPath(name) });
}

async function signedIn(page: Page, prefix: string): Promise<void> {
  const email = newEmail(prefix);
  await registerByApi(page.request, email);
  await signInWithPassword(page, email);
}

test('the scroll-to-top button never covers "All papers" on a saved result', async ({ page }, testInfo) => {
  await signedIn(page, 'fab-result');
  const id = await runSavedSearch(page, TOPIC);
  for (const language of LANGUAGES) {
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.goto(`/apps/papersearch/result/${id}`);
      const allPapers = page.getByTestId('all-papers');
      await expect(allPapers).toBeVisible({ timeout: 20_000 });
      // Bring "All papers" down towards the bottom corner where the scroll-to-top button sits (on a
      // phone it cannot get there while the button shows: at least past the button's 200 px).
      await allPapers.evaluate((el) => {
        const target = window.scrollY + el.getBoundingClientRect().bottom - window.innerHeight + 30;
        window.scrollTo(0, Math.max(target, 260));
      });
      const fab = page.getByRole('button', { name: language.scrollToTop });
      // Wait for its zoom-in to end: mid-animation its box is smaller than it will be.
      await expect.poll(async () => (await fab.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(48);
      await expect(allPapers).toBeInViewport();
      const fabBox = await boxOf(fab);
      const buttonBox = await boxOf(allPapers);
      expect(overlaps(fabBox, buttonBox)).toBe(false);
      // Whatever the scroll, the two never share a column: the button sits left of the corner.
      expect(buttonBox.x + buttonBox.width).toBeLessThan(fabBox.x);
      await screenshot(page, testInfo, `result-all-papers-${size.width}-${language.code}.png`);
    }
    if (language.code === 'en') {
      await page.setViewportSize(SIZES[0]);
      await page.getByRole('button', { name: language.toggle }).click();
    }
  }
});

test('"New note" stays on one line in the notes column', async ({ page }, testInfo) => {
  await signedIn(page, 'new-note-line');
  for (const language of LANGUAGES) {
    for (const size of [...SIZES, { width: 1280, height: 800 }]) {
      await page.setViewportSize(size);
      await page.goto('/apps/editor');
      const button = page.getByRole('button', { name: language.code === 'en' ? 'New note' : '新建笔记' });
      await expect(button).toBeVisible({ timeout: 20_000 });
      const box = await boxOf(button);
      const column = await boxOf(page.getByTestId('notes-sidebar'));
      // One line of a small button is about 31 px high; a wrapped label doubles it.
      expect(box.height).toBeLessThan(36);
      expect(await button.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      expect(box.x + box.width).toBeLessThanOrEqual(column.x + column.width);
      await screenshot(page, testInfo, `new-note-${size.width}-${language.code}.png`);
    }
    if (language.code === 'en') {
      await page.setViewportSize(SIZES[0]);
      await page.getByRole('button', { name: language.toggle }).click();
    }
  }
});
