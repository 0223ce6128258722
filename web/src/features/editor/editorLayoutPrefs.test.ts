import { describe, expect, it } from 'vitest';
import {
  AI_DEFAULT_WIDTH,
  AI_MAX_WIDTH,
  AI_MIN_WIDTH,
  clampAiWidth,
  DEFAULT_EDITOR_LAYOUT,
  parseEditorLayout,
  serializeEditorLayout,
} from './editorLayoutPrefs';

describe('clampAiWidth', () => {
  it('keeps the panel between its least and greatest width, in whole pixels', () => {
    expect(clampAiWidth(200)).toBe(AI_MIN_WIDTH);
    expect(clampAiWidth(450.6)).toBe(451);
    expect(clampAiWidth(5000)).toBe(AI_MAX_WIDTH);
  });

  it('takes no more than the text column can give up, but never goes under the least width', () => {
    expect(clampAiWidth(600, 500)).toBe(500);
    expect(clampAiWidth(600, 100)).toBe(AI_MIN_WIDTH);
  });
});

describe('parseEditorLayout', () => {
  it('reads back what was stored, and stores only the remembered fields', () => {
    const stored = serializeEditorLayout({ isAiOpen: false, isListOpen: false, aiWidth: 480 });
    expect(parseEditorLayout(stored)).toEqual({ isAiOpen: false, isListOpen: false, aiWidth: 480 });
    const withExtra = { ...DEFAULT_EDITOR_LAYOUT, isListDrawerOpen: true };
    expect(JSON.parse(serializeEditorLayout(withExtra))).toEqual(DEFAULT_EDITOR_LAYOUT);
  });

  it('falls back to the defaults for nothing stored, broken JSON and wrong types', () => {
    expect(parseEditorLayout(null)).toEqual(DEFAULT_EDITOR_LAYOUT);
    expect(parseEditorLayout('{not json')).toEqual(DEFAULT_EDITOR_LAYOUT);
    expect(parseEditorLayout('{"isAiOpen":"no","aiWidth":"wide"}')).toEqual(DEFAULT_EDITOR_LAYOUT);
    expect(parseEditorLayout('{"aiWidth":null}').aiWidth).toBe(AI_DEFAULT_WIDTH);
  });

  it('brings a stored width back within limits', () => {
    expect(parseEditorLayout('{"aiWidth":120}').aiWidth).toBe(AI_MIN_WIDTH);
  });
});
