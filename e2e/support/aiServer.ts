/**
 * The e2e server the AI specs run against: the built app beside a scripted fake model
 * (serverWithFakeLlm.ts, started by playwright.config.ts). The main e2e server has no model, as a
 * fresh install, so other specs see the app without AI.
 */
export const AI_BASE_URL = `http://127.0.0.1:${process.env.E2E_AI_PORT}`;
