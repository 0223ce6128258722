import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { FileDto, FileStructureRes } from '@inkstone/shared/api/file';
import { initI18n } from '../../../lib/i18n';
import { fileKeys } from '../queries';
import { testFile, testFolder } from '../testFiles';
import { KnowledgeFilePicker } from './KnowledgeFilePicker';

const limits = { maxFileBytes: 1, quotaBytes: 1, usedBytes: 0, kinds: [] };
const notReady = (file: FileDto, status: FileDto['status']): FileDto => ({ ...file, status });

function renderPicker(structure: FileStructureRes, initial: string[] = []) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(fileKeys.structure(), structure);
  const changes: string[][] = [];
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <KnowledgeFilePicker
        value={value}
        onChange={(ids) => {
          changes.push(ids);
          setValue(ids);
        }}
      />
    );
  }
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Harness />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return changes;
}

beforeAll(() => initI18n('en'));
// The structure is given to the query cache: a fetch would mean the picker asked for something else.
beforeEach(() =>
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new Error('no fetch in this test'))),
  ),
);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('KnowledgeFilePicker', () => {
  it('offers only ready files, each with its folder, and reports the chosen ids as chips', () => {
    const changes = renderPicker({
      folders: [testFolder('f1', 'Reading'), testFolder('f2', 'NLP', 'f1')],
      files: [
        testFile('a', 'attention.pdf', 'f2'),
        testFile('b', 'notes.md'),
        notReady(testFile('c', 'scan.pdf'), 'extracting'),
        notReady(testFile('d', 'broken.pdf'), 'failed'),
      ],
      limits,
    });
    const input = screen.getByRole('combobox', { name: 'Files from your knowledge base' });
    fireEvent.mouseDown(input);
    const options = screen.getAllByTestId('knowledge-file-option');
    expect(options.map((o) => o.textContent)).toEqual(['attention.pdfReading / NLP', 'notes.mdTop level']);
    fireEvent.click(options[0]!);
    expect(changes.at(-1)).toEqual(['a']);
    fireEvent.change(input, { target: { value: 'notes' } });
    fireEvent.click(screen.getByText('notes.md'));
    expect(changes.at(-1)).toEqual(['a', 'b']);
    expect(screen.getAllByRole('button', { name: /attention\.pdf|notes\.md/ })).toHaveLength(2);
  });

  it('shows the chosen files as chips that remove them', () => {
    const changes = renderPicker(
      { folders: [], files: [testFile('a', 'attention.pdf'), testFile('b', 'notes.md')], limits },
      ['b'],
    );
    const chip = screen.getByRole('button', { name: 'notes.md' });
    fireEvent.keyDown(chip, { key: 'Backspace' });
    expect(changes.at(-1)).toEqual([]);
  });

  it('is disabled, with a link to the knowledge base, when no file is ready', () => {
    renderPicker({ folders: [], files: [notReady(testFile('c', 'scan.pdf'), 'indexing')], limits });
    expect(screen.getByRole('combobox').hasAttribute('disabled')).toBe(true);
    const hint = screen.getByTestId('knowledge-picker-empty');
    expect(hint.textContent).toContain('You have no ready files yet.');
    expect(within(hint).getByRole('link').getAttribute('href')).toBe('/apps/knowledge');
  });
});
