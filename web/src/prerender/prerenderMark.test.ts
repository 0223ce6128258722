import { describe, expect, it } from 'vitest';
import { canHydrate, prerenderMarkOf, type FirstView } from './prerenderMark';

const VIEW: FirstView = { path: '/login', locale: 'en', theme: 'light', isSignedIn: false, hasNavigationState: false };
const MARK = { path: '/login', locale: 'en', theme: 'light' };

function rootWith(attributes: Record<string, string>): HTMLElement {
  const root = document.createElement('div');
  for (const [name, value] of Object.entries(attributes)) root.setAttribute(name, value);
  return root;
}

describe('prerenderMarkOf', () => {
  it("reads the server's data-prerender-* attributes", () => {
    const root = rootWith({
      'data-prerender-path': '/login',
      'data-prerender-locale': 'en',
      'data-prerender-theme': 'light',
    });
    expect(prerenderMarkOf(root)).toEqual(MARK);
  });

  it('is undefined for an empty root or a partial mark', () => {
    expect(prerenderMarkOf(rootWith({}))).toBeUndefined();
    expect(prerenderMarkOf(rootWith({ 'data-prerender-path': '/login' }))).toBeUndefined();
  });
});

describe('canHydrate', () => {
  it('adopts markup rendered for exactly this first view', () => {
    expect(canHydrate(MARK, VIEW)).toBe(true);
  });

  it('renders afresh when anything the page shows first differs', () => {
    expect(canHydrate(undefined, VIEW)).toBe(false);
    expect(canHydrate(MARK, { ...VIEW, path: '/login?tab=sms' })).toBe(false);
    expect(canHydrate(MARK, { ...VIEW, path: '/welcome' })).toBe(false);
    expect(canHydrate(MARK, { ...VIEW, locale: 'zh-CN' })).toBe(false);
    expect(canHydrate(MARK, { ...VIEW, theme: 'dark' })).toBe(false);
    expect(canHydrate(MARK, { ...VIEW, isSignedIn: true })).toBe(false);
    expect(canHydrate(MARK, { ...VIEW, hasNavigationState: true })).toBe(false);
  });
});
