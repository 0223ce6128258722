/** Types for chromiumFlags.mjs, which playwright.config.ts shares with the benches. */
export declare const CHROMIUM: string;
export declare const CHROMIUM_FLAGS: readonly string[];
