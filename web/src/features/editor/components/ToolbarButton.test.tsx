import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createTheme, hexToRgb } from '@mui/material/styles';
import { ToolbarButton } from './ToolbarButton';

afterEach(cleanup);

const button = (isActive: boolean, disabled = false) => (
  <ToolbarButton label="Italic" isActive={isActive} disabled={disabled} onClick={() => undefined}>
    I
  </ToolbarButton>
);

/** The class Emotion generated for the button's styles (MUI adds state classes such as Mui-disabled). */
const styleClassOf = (element: HTMLElement) => [...element.classList].find((name) => name.startsWith('css-'));

describe('ToolbarButton', () => {
  it('keeps one style class pressed, unpressed and disabled, and shows the pressed state in the primary colour', () => {
    const { rerender } = render(button(false));
    const italic = screen.getByRole('button', { name: 'Italic' });
    const styleClass = styleClassOf(italic);
    expect(styleClass).toBeDefined();
    const rules = document.head.textContent?.length;
    expect(italic.getAttribute('aria-pressed')).toBe('false');

    rerender(button(true));
    expect(italic.getAttribute('aria-pressed')).toBe('true');
    expect(styleClassOf(italic)).toBe(styleClass);
    // The caret entering italic text while typing adds no rule (a new rule restyles the whole document).
    expect(document.head.textContent?.length).toBe(rules);
    const primary = hexToRgb(createTheme().palette.primary.main);
    expect(getComputedStyle(italic).color).toBe(primary);

    rerender(button(false, true));
    expect(styleClassOf(italic)).toBe(styleClass);
    expect(getComputedStyle(italic).color).not.toBe(primary);
  });
});
