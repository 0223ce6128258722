import type { Locator, Page } from '@playwright/test';

/** An element's box on screen; fails the test if it is not rendered. */
export async function boxOf(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${String(locator)} has no box: it is not visible`);
  return box;
}

/**
 * The visible buttons (and focusable separators) on the page that have no accessible name: no
 * aria-label, no aria-labelledby text, no text of their own and no title. An icon button needs a
 * name that says what it does; a tooltip alone is not read out.
 */
export function unnamedControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const nameOf = (el: Element) => {
      const labelledBy = (el.getAttribute('aria-labelledby') ?? '')
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
      return [el.getAttribute('aria-label'), labelledBy, el.textContent, el.getAttribute('title')]
        .map((text) => (text ?? '').trim())
        .find(Boolean);
    };
    const isShown = (el: Element) => {
      const rect = el.getBoundingClientRect();
      return rect.width > 0 && rect.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    const controls = document.querySelectorAll('button, [role="button"], [role="separator"][tabindex]');
    return [...controls].filter((el) => isShown(el) && !nameOf(el)).map((el) => el.outerHTML.slice(0, 160));
  });
}

/** How far the page is wider than the window (0 when nothing sticks out sideways). */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollWidth - window.innerWidth;
  });
}
