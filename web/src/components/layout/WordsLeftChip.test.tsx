import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { initI18n } from '../../lib/i18n';
import { userStore } from '../../lib/userStore';
import { defaultUserState } from '../../lib/userState';
import { WordsLeftChip } from './WordsLeftChip';

beforeAll(() => initI18n('en'));
beforeEach(() => userStore.set({ ...defaultUserState('en'), logged: true, token: 'tok', durWordsLeft: 12345 }));
afterEach(cleanup);

describe('WordsLeftChip', () => {
  it('names the balance in full for assistive technology, with the bare number for phones', () => {
    render(<WordsLeftChip />);
    const chip = screen.getByLabelText('12,345 words left');
    expect(screen.getByText('12,345 words left')).toBeTruthy();
    expect(chip.querySelector('span[aria-hidden="true"]')?.textContent).toBe('12,345');
  });

  it('follows the balance as it changes', () => {
    render(<WordsLeftChip />);
    act(() => userStore.set({ ...userStore.get(), durWordsLeft: 977 }));
    expect(screen.getByLabelText('977 words left')).toBeTruthy();
  });
});
