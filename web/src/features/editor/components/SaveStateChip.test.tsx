import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { initI18n } from '../../../lib/i18n';
import { createTheme, hexToRgb } from '@mui/material/styles';
import { SaveStateChip } from './SaveStateChip';

beforeAll(() => initI18n('en'));
afterEach(cleanup);

describe('SaveStateChip', () => {
  it.each([
    ['saved', 'Saved'],
    ['pending', 'Saving…'],
    ['offline', 'Offline — changes kept on this device'],
    ['conflict', 'Conflict'],
    ['tooLarge', 'Too large to save (over 2 MB)'],
  ] as const)('shows %s as “%s”', (status, label) => {
    render(<SaveStateChip status={status} />);
    expect(screen.getByTestId('save-state').textContent).toBe(label);
  });

  it('keeps one style class in every status, coloured by its status attribute', () => {
    const { rerender } = render(<SaveStateChip status="saved" />);
    const chip = screen.getByTestId('save-state');
    const styleClass = chip.className;
    const rules = document.head.textContent?.length;
    const { palette } = createTheme();
    expect(getComputedStyle(chip).color).toBe(hexToRgb(palette.success.main));

    for (const status of ['pending', 'saving', 'offline', 'conflict', 'tooLarge', 'saved'] as const) {
      rerender(<SaveStateChip status={status} />);
      expect(screen.getByTestId('save-state').className).toBe(styleClass);
    }
    // No rule was added for a status shown later (a new rule restyles the whole document).
    expect(document.head.textContent?.length).toBe(rules);
    rerender(<SaveStateChip status="offline" />);
    expect(getComputedStyle(chip).color).toBe(hexToRgb(palette.warning.main));
    rerender(<SaveStateChip status="pending" />);
    expect(getComputedStyle(chip).color).not.toBe(hexToRgb(palette.warning.main));
  });
});
