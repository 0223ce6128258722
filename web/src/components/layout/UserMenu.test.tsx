import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { ADMIN_ABILITIES, renderAdminPage } from '../../features/adminEconomy/testing';
import { initI18n } from '../../lib/i18n';
import { userStore } from '../../lib/userStore';
import { defaultUserState } from '../../lib/userState';
import { UserMenu } from './UserMenu';

beforeAll(() => initI18n('en'));
beforeEach(() => userStore.set({ ...defaultUserState('en'), logged: true, token: 'tok', nickname: 'Ann' }));
afterEach(cleanup);

describe('UserMenu', () => {
  it('offers Administration to an administrator', async () => {
    renderAdminPage(<UserMenu />, ADMIN_ABILITIES);
    fireEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    const entry = await screen.findByRole('menuitem', { name: 'Administration' });
    expect(entry.getAttribute('href')).toBe('/admin/users');
  });

  it('does not offer Administration to other users', async () => {
    renderAdminPage(<UserMenu />, []);
    fireEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    await screen.findByRole('menuitem', { name: 'Points flow' });
    expect(screen.queryByRole('menuitem', { name: 'Administration' })).toBeNull();
  });
});
