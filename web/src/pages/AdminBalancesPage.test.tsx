import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { V1 } from '@inkstone/shared/paths';
import { failResponse, okResponse, renderAdminPage } from '../features/adminEconomy/testing';
import { initI18n } from '../lib/i18n';
import { userStore } from '../lib/userStore';
import { defaultUserState } from '../lib/userState';
import { AdminBalancesPage } from './AdminBalancesPage';

const fetchMock = vi.fn<typeof fetch>();
const USER = '55555555-5555-4555-8555-555555555555';
const REFUSAL = 'The balance cannot go below zero.';
const FOUND = {
  id: USER,
  userAccount: 'ana@example.com',
  nickname: 'Ana',
  email: 'ana@example.com',
  phone: null,
  loginUserType: 'regular',
  durWordsLeft: 1200,
  lastLoginTime: null,
  createdAt: '2026-11-01T00:00:00.000Z',
};

beforeAll(() => initI18n('en'));
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  userStore.set({ ...defaultUserState('en'), logged: true, token: 'tok' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AdminBalancesPage', () => {
  it("looks a user up, requires a note to adjust, and shows the server's refusal", async () => {
    const adjustments: unknown[] = [];
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === V1.admin.usersLookup) {
        expect(url.searchParams.get('account')).toBe('ana@example.com');
        return okResponse(FOUND);
      }
      if (url.pathname === V1.admin.usersLedger) {
        expect(JSON.parse(String(init?.body))).toMatchObject({ userId: USER, page: 1 });
        return okResponse({ wordsLeft: 1200, items: [], total: 0 });
      }
      if (url.pathname === V1.admin.usersAdjust) {
        adjustments.push(JSON.parse(String(init?.body)));
        return failResponse(400, 'balance_would_be_negative', REFUSAL);
      }
      throw new Error(`unexpected fetch ${url.pathname}`);
    });
    renderAdminPage(<AdminBalancesPage />);
    fireEvent.change(await screen.findByLabelText('Email, phone or user ID'), {
      target: { value: ' ana@example.com ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Look up' }));
    expect((await screen.findByTestId('words-left')).textContent).toBe('1,200');
    expect(screen.getByTestId('found-user').textContent).toContain(`ID: ${USER}`);
    expect(screen.getByTestId('found-user').textContent).toContain('Email: ana@example.com');

    fireEvent.change(screen.getByLabelText('Words to add or take'), { target: { value: '-5000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Adjust balance' }));
    expect(await screen.findByText('A note is required')).toBeTruthy();
    expect(adjustments).toEqual([]);

    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'refund of a duplicate grant' } });
    fireEvent.click(screen.getByRole('button', { name: 'Adjust balance' }));
    await waitFor(() =>
      expect(adjustments).toEqual([{ userId: USER, delta: -5000, note: 'refund of a duplicate grant' }]),
    );
    expect(await screen.findByText(REFUSAL)).toBeTruthy();
  });

  it('says when nobody has the email, phone or id, and asks for one when the field is empty', async () => {
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === V1.admin.usersLookup)
        return failResponse(404, 'not_found', 'No account has this ID, email or phone.');
      throw new Error(`unexpected fetch ${url.pathname}`);
    });
    renderAdminPage(<AdminBalancesPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Look up' }));
    expect(await screen.findByText('Enter an email address, a phone number or a user ID')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Email, phone or user ID'), { target: { value: '13900000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Look up' }));
    expect(await screen.findByText('No account has this ID, email or phone.')).toBeTruthy();
    expect(screen.queryByTestId('words-left')).toBeNull();
  });
});
