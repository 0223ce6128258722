/**
 * The e2e servers the AI specs run against: the built app beside a scripted fake model
 * (serverWithFakeLlm.ts, started by playwright.config.ts), one that honours a JSON schema. The main e2e server has no model, as a
 * fresh install, so other specs see the app without AI.
 */
export const AI_BASE_URL = `http://127.0.0.1:${process.env.E2E_AI_PORT}`;

/** The server whose model gives JSON only in JSON mode, asked in the mode detected for it. */
export const JSON_MODE_BASE_URL = `http://127.0.0.1:${process.env.E2E_JSON_MODE_PORT}`;
