/** Business constants and limits (spec §9) and the auth rules of the foundation issue. */
export const SNACKBAR_DEFAULT_TIMEOUT_MS = 4000;
export const SNACKBAR_SWIPE_DISMISS_PX = 50;
export const STREAM_RETRY_DELAY_MS = 1000;
export const PREFERENCE_COOKIE_DAYS = 30;
export const LOADING_BAR_TICK_MS = 800;
export const LOADING_BAR_CEILING = 82;
export const SCROLL_TO_TOP_THRESHOLD_PX = 200;
export const NARROW_SCREEN_PX = 960;
export const PAGE_SIZE_OPTIONS = [5, 10, 20, 25, 50, 100] as const;
export const PRIMARY_COLOR = '#696CFF';

export const VERIFICATION_CODE_LENGTH = 6;
export const VERIFICATION_CODE_TTL_MS = 10 * 60 * 1000;
export const VERIFICATION_CODE_MAX_TRIES = 5;
export const CODE_RESEND_INTERVAL_MS = 60 * 1000;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** The spec's `cn` language value maps to the i18next locale `zh-CN`. */
export const LANGUAGES = ['en', 'cn'] as const;
export type Language = (typeof LANGUAGES)[number];
