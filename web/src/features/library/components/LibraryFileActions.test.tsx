import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { LibraryImportRes } from '@inkstone/shared/api/papers';
import { initI18n } from '../../../lib/i18n';
import { LibraryFileActions } from './LibraryFileActions';

const fetchMock = vi.fn<typeof fetch>();
const result: LibraryImportRes = {
  imported: 1,
  existing: 0,
  failed: 2,
  entries: [
    { index: 0, key: 'vaswani2017', status: 'imported', id: 'x', bibkey: 'vaswani2017' },
    { index: 1, key: 'broken', status: 'failed', error: 'the entry has no title' },
    { index: 2, key: null, status: 'failed', error: 'something new the reader says' },
  ],
};

function importFile() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <LibraryFileActions canExport={false} />
    </QueryClientProvider>,
  );
  const file = new File(['@article{vaswani2017, title={Attention}}\n@article{broken,}'], 'refs.bib');
  fireEvent.change(screen.getByTestId('library-import-input'), { target: { files: [file] } });
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () =>
    Response.json({ success: true, data: result }, { headers: { 'Content-Type': 'application/json' } }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LibraryFileActions: import', () => {
  it('lists each entry that failed with its reason, not only a count', async () => {
    void initI18n('en');
    importFile();
    const dialog = await screen.findByRole('dialog', { name: '2 entries could not be imported' });
    const items = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['Entry 2 (broken)The entry has no title.', 'Entry 3something new the reader says']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('gives the reasons in Chinese in the Chinese interface', async () => {
    void initI18n('cn');
    importFile();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('第 2 条（broken）')).toBeTruthy();
    expect(within(dialog).getByText('该条目没有标题。')).toBeTruthy();
  });
});
