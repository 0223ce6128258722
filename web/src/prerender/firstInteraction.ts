/**
 * The events that say a visitor has started to use the page rather than read it: a tap or click, a
 * key, text put in without keys (voice, an assistive technology), a wheel turn. Not focus: the
 * sign-in page's email field takes it by itself (`autofocus`), and the pointer moving neither:
 * Chromium sends a page laid out under a resting mouse pointer moves of its own. Either would start
 * the app at every load.
 */
const INTERACTION_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'input', 'click', 'wheel'] as const;

/** Calls `callback` once, at the first interaction with the page. */
export function onFirstInteraction(callback: () => void): void {
  const options = { capture: true, passive: true } as const;
  const fire = () => {
    for (const type of INTERACTION_EVENTS) window.removeEventListener(type, fire, options);
    callback();
  };
  for (const type of INTERACTION_EVENTS) window.addEventListener(type, fire, options);
}
