import { describe, expect, it } from 'vitest';
import { blankScreenOf } from './blankScreen';

function rootWith(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

describe('blankScreenOf', () => {
  it('sees an empty root, or one with only empty chrome, as blank', () => {
    expect(blankScreenOf(null)).toBe('empty');
    expect(blankScreenOf(rootWith(''))).toBe('empty');
    expect(blankScreenOf(rootWith('<div class="loading-bar"><span></span></div>  '))).toBe('empty');
  });

  it('sees the error page as blank, whatever it says', () => {
    expect(blankScreenOf(rootWith('<div data-error-boundary=""><h1>Something went wrong</h1></div>'))).toBe(
      'error-boundary',
    );
  });

  it('sees text or media as a page', () => {
    expect(blankScreenOf(rootWith('<main><p>Hello</p></main>'))).toBeUndefined();
    expect(blankScreenOf(rootWith('<main><svg></svg></main>'))).toBeUndefined();
    expect(blankScreenOf(rootWith('<main><input /></main>'))).toBeUndefined();
  });
});
