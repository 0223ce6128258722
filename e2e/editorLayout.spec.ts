import { expect as baseExpect, test, type Page, type TestInfo } from '@playwright/test';
import { newEmail, PASSWORD } from './support/accounts';
import { POLISH_SCRIPT } from './support/aiScripts';
import { AI_BASE_URL } from './support/aiServer';
import { boxOf, sidewaysOverflow, unnamedControls } from './support/layoutChecks';
import { registerByApi, submitPasswordSignIn } from './support/session';

// Two cores run the servers, Chromium and two workers: streams and reloads get more patience, and
// each test (sign-up, a note, two languages) three times the default time.
const expect = baseExpect.configure({ timeout: 20_000 });
test.slow();

const body = (page: Page) => page.getByTestId('note-body');
const sidebar = (page: Page) => page.getByTestId('notes-sidebar');
const aiPanel = (page: Page) => page.getByTestId('ai-side-panel');

const PARAGRAPHS: [string, string] = [
  'Transformer models changed how we read long documents.',
  'Attention lets every token weigh every other token, and the cost grows with the square of the length.',
];

/** A signed-in user with an open note holding a heading and two paragraphs. */
async function openNote(page: Page, prefix: string, title: string): Promise<void> {
  const email = newEmail(prefix);
  await registerByApi(page.request, email);
  await page.goto('/login');
  await submitPasswordSignIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/apps\/home$/);
  await page.goto('/apps/editor');
  await page.getByRole('button', { name: 'New note' }).click();
  await expect(page).toHaveURL(/\/apps\/editor\?(.*&)?id=/);
  await page.getByTestId('note-title').fill(title);
  await page.getByTestId('note-title').press('Enter');
  await body(page).click();
  for (const paragraph of PARAGRAPHS) {
    await page.keyboard.type(paragraph);
    await page.keyboard.press('Enter');
  }
}

async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.mouse.move(0, 0); // no tooltip or hover in the picture
  await page.screenshot({ path: testInfo.outputPath(name) });
}

test.describe('at 1440×900', () => {
  test.use({ viewport: { width: 1440, height: 900 }, baseURL: AI_BASE_URL });

  test('the notes list, a text column of 640 px and a resizable AI panel of 360 px or more are all open at once', async ({
    page,
  }, testInfo) => {
    await openNote(page, 'layout-wide', 'Reading notes');
    // On a heavily loaded machine the first letter typed into a new paragraph was seen to land after
    // the rest (2 runs in 5, cause not found yet); a settled save first keeps this test about layout.
    await expect(page.getByTestId('save-state')).toHaveAttribute('data-status', 'saved');
    await page.keyboard.type(POLISH_SCRIPT.input);
    await expect(body(page)).toContainText(POLISH_SCRIPT.input);

    const list = await boxOf(sidebar(page));
    const text = await boxOf(body(page));
    const ai = await boxOf(aiPanel(page));
    expect(text.width).toBeGreaterThanOrEqual(640);
    expect(ai.width).toBeGreaterThanOrEqual(360);
    // Side by side, none over another, all inside the window.
    expect(list.x + list.width).toBeLessThanOrEqual(text.x);
    expect(text.x + text.width).toBeLessThanOrEqual(ai.x);
    expect(ai.x + ai.width).toBeLessThanOrEqual(1440);
    await expect(sidebar(page).getByTestId('note-item')).toContainText('Reading notes');
    expect(await unnamedControls(page)).toEqual([]);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

    // A polish of the last paragraph: the diff has room, one change per line of text.
    await page.keyboard.press('Shift+Home');
    await aiPanel(page).getByRole('button', { name: 'Polish', exact: true }).click();
    await expect(aiPanel(page).getByTestId('diff-change')).toHaveCount(3);
    await screenshot(page, testInfo, 'editor-1440-en.png');
    await page.getByRole('button', { name: 'Switch language to 中文' }).click();
    await expect(page.getByRole('button', { name: '隐藏笔记列表' })).toBeVisible();
    expect(await unnamedControls(page)).toEqual([]);
    await screenshot(page, testInfo, 'editor-1440-zh.png');
    await page.getByRole('button', { name: '切换语言为 English' }).click();

    // Dragging the panel's edge 120 px to the left widens it by as much; the width is remembered.
    const handle = await boxOf(page.getByTestId('ai-resize-handle'));
    const y = handle.y + handle.height / 2;
    await page.mouse.move(handle.x + handle.width / 2, y);
    await page.mouse.down();
    await page.mouse.move(handle.x + handle.width / 2 - 60, y, { steps: 4 });
    await page.mouse.move(handle.x + handle.width / 2 - 120, y, { steps: 4 });
    await page.mouse.up();
    await expect.poll(async () => (await boxOf(aiPanel(page))).width).toBeCloseTo(ai.width + 120, 0);
    await page.reload();
    await expect.poll(async () => (await boxOf(aiPanel(page))).width).toBeCloseTo(ai.width + 120, 0);

    // However far it is dragged, the text keeps its 640 px.
    const moved = await boxOf(page.getByTestId('ai-resize-handle'));
    await page.mouse.move(moved.x + moved.width / 2, y);
    await page.mouse.down();
    await page.mouse.move(200, y, { steps: 6 });
    await page.mouse.up();
    expect((await boxOf(body(page))).width).toBeGreaterThanOrEqual(640);
    await expect(sidebar(page)).toBeVisible();

    // The notes list can be put away and brought back from its labelled toggle.
    await page.getByRole('button', { name: 'Hide notes list' }).click();
    await expect(sidebar(page)).toBeHidden();
    await page.getByRole('button', { name: 'Show notes list' }).click();
    await expect(sidebar(page)).toBeVisible();
  });
});

test.describe('at 390×844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the note comes first, the notes list is a drawer, the toolbar is one scrolling row, nothing is clipped', async ({
    page,
  }, testInfo) => {
    await openNote(page, 'layout-phone', 'Field notes');
    await expect(sidebar(page)).toBeHidden();
    const text = await boxOf(body(page));
    expect(text.y).toBeLessThan(844 / 2);
    expect(text.width).toBeGreaterThanOrEqual(320);

    // One row of buttons (34 px and its padding), wider than the screen, scrolled sideways.
    const toolbar = page.getByTestId('editor-toolbar');
    expect((await boxOf(toolbar)).height).toBeLessThanOrEqual(48);
    const scrolled = await toolbar.evaluate((el) => {
      el.scrollLeft = 10_000;
      return { left: el.scrollLeft, overflow: el.scrollWidth - el.clientWidth };
    });
    expect(scrolled.overflow).toBeGreaterThan(0);
    expect(scrolled.left).toBeGreaterThan(0);
    // A button scrolled out of sight is still reachable: Playwright scrolls to it like a finger would.
    await page.getByRole('button', { name: 'Citation' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await toolbar.evaluate((el) => (el.scrollLeft = 0));

    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(await unnamedControls(page)).toEqual([]);
    await screenshot(page, testInfo, 'editor-390-en.png');

    // The notes list opens over the note, and picking a note closes it.
    await page.getByRole('button', { name: 'Show notes list' }).click();
    await expect(sidebar(page)).toBeVisible();
    expect((await boxOf(sidebar(page))).width).toBeLessThanOrEqual(390);
    await screenshot(page, testInfo, 'editor-390-list-en.png');
    await sidebar(page).getByTestId('note-item').filter({ hasText: 'Field notes' }).click();
    await expect(sidebar(page)).toBeHidden();
    await expect(body(page)).toContainText(PARAGRAPHS[0]);

    await page.getByRole('button', { name: 'Switch language to 中文' }).click();
    await expect(page.getByRole('button', { name: '显示笔记列表' })).toBeVisible();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect((await boxOf(toolbar)).height).toBeLessThanOrEqual(48);
    await screenshot(page, testInfo, 'editor-390-zh.png');
    await page.getByRole('button', { name: '显示笔记列表' }).click();
    await expect(sidebar(page)).toBeVisible();
    await screenshot(page, testInfo, 'editor-390-list-zh.png');
    await page.getByRole('button', { name: '关闭笔记列表' }).click();
    await expect(sidebar(page)).toBeHidden();
  });
});
