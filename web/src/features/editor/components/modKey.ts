/** The modifier key shortcuts are written with: ⌘ on a Mac, Ctrl elsewhere. */
export const MOD_KEY = typeof navigator !== 'undefined' && /Mac/.test(navigator.platform) ? '⌘' : 'Ctrl';
