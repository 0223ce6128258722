import { describe, expect, it } from 'vitest';
import { locatorText, parseLocator } from './citationLocator.js';

describe('parseLocator', () => {
  it('reads the label a user types and defaults to a page', () => {
    expect(parseLocator('p. 12')).toEqual({ label: 'page', locator: '12' });
    expect(parseLocator('pp. 3-5')).toEqual({ label: 'page', locator: '3-5' });
    expect(parseLocator('chap. 2')).toEqual({ label: 'chapter', locator: '2' });
    expect(parseLocator('45')).toEqual({ label: 'page', locator: '45' });
  });
});

describe('locatorText', () => {
  it('writes a CSL label and locator as the writer types them, and reads back the same', () => {
    expect(locatorText('page', '12')).toBe('p. 12');
    expect(locatorText('page', '3-5')).toBe('pp. 3-5');
    expect(locatorText(undefined, '7')).toBe('p. 7');
    expect(locatorText('chapter', '2')).toBe('chap. 2');
    expect(locatorText('line', '4')).toBe('line 4');
    expect(locatorText('page', ' ')).toBe('');
    for (const typed of ['p. 12', 'pp. 3-5', 'chap. 2', 'fig. 3', 'sec. 4.1']) {
      const { label, locator } = parseLocator(typed);
      expect(locatorText(label, locator)).toBe(typed);
    }
  });
});
