/**
 * When after a route change the page must show something (spec §9 "blank screen"): looked at after
 * 3 s, and once more after 10 s, since a page that was still loading at the first look may fail or
 * stay empty after it; reported once per route change.
 */
export const BLANK_SCREEN_CHECKS_MS = [3000, 10_000] as const;

/** Marks the app's error page, which counts as a blank screen (the page the user wanted is not there). */
export const ERROR_BOUNDARY_ATTRIBUTE = 'data-error-boundary';

/** What the user sees instead of the page, if anything is wrong. */
export type BlankScreen = 'empty' | 'error-boundary';

/**
 * Whether the app root shows nothing (no text and no media; the loading bar and other empty
 * chrome do not count) or the error boundary's page.
 */
export function blankScreenOf(root: Element | null): BlankScreen | undefined {
  if (!root) return 'empty';
  if (root.querySelector(`[${ERROR_BOUNDARY_ATTRIBUTE}]`)) return 'error-boundary';
  const hasText = (root.textContent ?? '').trim() !== '';
  const hasMedia = root.querySelector('img, svg, canvas, video, iframe, input, textarea') !== null;
  return hasText || hasMedia ? undefined : 'empty';
}

/** The report message of a blank screen. */
export function blankScreenMessage(kind: BlankScreen, route: string): string {
  return kind === 'empty'
    ? `Blank screen: nothing rendered on ${route} seconds after navigating`
    : `Blank screen: the error page was shown on ${route}`;
}
