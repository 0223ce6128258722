/** What the editor's layout remembers between visits, in localStorage. */
export interface EditorLayoutPrefs {
  /** The AI panel beside the text (wide screens). */
  isAiOpen: boolean;
  /** The notes list beside the text (from tablet width up). */
  isListOpen: boolean;
  /** The AI panel's width in px, as the user last dragged it. */
  aiWidth: number;
}

export const EDITOR_LAYOUT_KEY = 'inkstone.editorLayout';

/** Below this a diff and its alerts wrap word by word. */
export const AI_MIN_WIDTH = 360;
/** Wider than this the panel would crowd the text on any screen the three columns fit. */
export const AI_MAX_WIDTH = 720;
/** The text column's least width beside the AI panel: 640 px of text and its 16 px margins. */
export const TEXT_COLUMN_MIN_WIDTH = 672;
/** Roomy enough for a diff, narrow enough to leave the text its 640 px at 1280 px (it shrinks there). */
export const AI_DEFAULT_WIDTH = 400;

export const DEFAULT_EDITOR_LAYOUT: EditorLayoutPrefs = {
  isAiOpen: true,
  isListOpen: true,
  aiWidth: AI_DEFAULT_WIDTH,
};

/** A width within the panel's limits, in whole pixels. */
export function clampAiWidth(width: number, max = AI_MAX_WIDTH): number {
  return Math.round(Math.min(Math.max(width, AI_MIN_WIDTH), Math.max(max, AI_MIN_WIDTH)));
}

/** Reads stored preferences field by field; anything missing or malformed keeps its default. */
export function parseEditorLayout(raw: string | null): EditorLayoutPrefs {
  let stored: Partial<Record<keyof EditorLayoutPrefs, unknown>> = {};
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (typeof parsed === 'object' && parsed !== null) stored = parsed;
  } catch {
    stored = {};
  }
  const flag = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);
  const width = stored.aiWidth;
  return {
    isAiOpen: flag(stored.isAiOpen, DEFAULT_EDITOR_LAYOUT.isAiOpen),
    isListOpen: flag(stored.isListOpen, DEFAULT_EDITOR_LAYOUT.isListOpen),
    aiWidth: typeof width === 'number' && Number.isFinite(width) ? clampAiWidth(width) : AI_DEFAULT_WIDTH,
  };
}

/** The preferences as stored: only the remembered fields, whatever else the caller's object holds. */
export function serializeEditorLayout({ isAiOpen, isListOpen, aiWidth }: EditorLayoutPrefs): string {
  return JSON.stringify({ isAiOpen, isListOpen, aiWidth });
}
