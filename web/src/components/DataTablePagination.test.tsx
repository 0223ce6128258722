import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { initI18n } from '../lib/i18n';
import { DataTablePagination } from './DataTablePagination';

beforeAll(() => initI18n('en'));
afterEach(cleanup);

function renderPagination(props: { total: number; pageSize: number; allRowsCap?: number }) {
  const onPageSizeChange = vi.fn();
  render(
    <DataTablePagination page={0} onPageChange={() => undefined} onPageSizeChange={onPageSizeChange} {...props} />,
  );
  return onPageSizeChange;
}

describe('DataTablePagination (spec §8/§9 page sizes)', () => {
  it("offers the spec's sizes and 'All', which is page size -1", () => {
    const onPageSizeChange = renderPagination({ total: 42, pageSize: 10 });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Items per page/ }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['5', '10', '20', '25', '50', '100', 'All']);
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'All' }));
    expect(onPageSizeChange).toHaveBeenCalledWith(-1);
  });

  it('shows every row of a list under the cap as one range', () => {
    renderPagination({ total: 42, pageSize: -1 });
    expect(screen.getByText('1–42 of 42')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
  });

  it('says where "All" stopped on a list longer than the cap', () => {
    renderPagination({ total: 4200, pageSize: -1 });
    expect(screen.getByText('1–1000 of 4200')).toBeTruthy();
  });

  it("follows a list's own cap", () => {
    renderPagination({ total: 4200, pageSize: -1, allRowsCap: 10_000 });
    expect(screen.getByText('1–4200 of 4200')).toBeTruthy();
  });
});
