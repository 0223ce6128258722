/**
 * The events that say a visitor has started to use the page rather than read it: a tap or click,
 * a key, focus moving into it, a wheel turn. Not the pointer moving: Chromium sends a page laid out
 * under a resting mouse pointer moves of its own, and the app would start on every desktop load.
 */
const INTERACTION_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel'] as const;

/** Calls `callback` once, at the first interaction with the page. */
export function onFirstInteraction(callback: () => void): void {
  const options = { capture: true, passive: true } as const;
  const fire = () => {
    for (const type of INTERACTION_EVENTS) window.removeEventListener(type, fire, options);
    callback();
  };
  for (const type of INTERACTION_EVENTS) window.addEventListener(type, fire, options);
}
