import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Editor } from '@tiptap/core';
import type { NoteDetail } from '@inkstone/shared/api/textEditor';
import { V1 } from '@inkstone/shared/paths';
import { initI18n } from '../../../lib/i18n';
import { editorExtensions } from '../extensions/editorExtensions';
import { initialSyncState } from './syncMachine';
import { useAutosave } from './useAutosave';

// IndexedDB is not there in jsdom: the drafts' store is a spy.
const drafts = vi.hoisted(() => ({ put: vi.fn(async (_draft: unknown) => undefined) }));
vi.mock('./localDrafts', () => ({ putDraft: drafts.put, deleteDraft: async () => undefined }));

const fetchMock = vi.fn<typeof fetch>();
const NOTE_ID = '0f5b8e2a-0000-4000-8000-000000000001';

const serverCopy: NoteDetail = {
  id: NOTE_ID,
  type: 0,
  title: 'Draft',
  folderId: null,
  excerpt: 'Written on the other laptop.',
  wordCount: 5,
  version: 7,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
  content: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Written elsewhere.' }] }] },
};

const savedResponse = () =>
  new Response(
    JSON.stringify({
      success: true,
      errorMsg: '',
      data: { id: NOTE_ID, version: 4, wordCount: 3, updatedAt: '2026-01-03T00:00:00.000Z' },
    }),
    { status: 200, headers: { 'Content-Type': 'application/json' } },
  );

const conflictResponse = () =>
  new Response(
    JSON.stringify({
      success: false,
      errorCode: 'version_conflict',
      errorMsg: 'This note was changed elsewhere (now at version 7); your change was not saved.',
      data: { kind: 'note', note: serverCopy },
    }),
    { status: 409, headers: { 'Content-Type': 'application/json' } },
  );

let editor: Editor;

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

beforeEach(() => {
  void initI18n('en');
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  drafts.put.mockClear();
  editor = new Editor({
    element: document.createElement('div'),
    extensions: editorExtensions(),
    content: '<p>Mine.</p>',
  });
});
afterEach(() => {
  cleanup();
  editor.destroy();
  vi.unstubAllGlobals();
});

describe('useAutosave', () => {
  it('a 409 during autosave shows the server copy the error carries, without fetching the note again', async () => {
    fetchMock.mockImplementation(async () => conflictResponse());
    const { result } = renderHook(() => useAutosave(editor, NOTE_ID, initialSyncState(3)), { wrapper });

    act(() => void editor.commands.insertContent(' More of mine.'));
    await waitFor(() => expect(result.current.state.status).toBe('conflict'), { timeout: 3000 });
    expect(result.current.conflict).toEqual(serverCopy);
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([V1.textEditor.sync]);

    act(() => result.current.resolve({ kind: 'theirs' }));
    expect(editor.getText()).toBe('Written elsewhere.');
    expect(result.current.state).toMatchObject({ status: 'saved', version: 7 });
    expect(result.current.conflict).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('while a save is due, typing writes no draft of its own: the save writes it once, after the pause', async () => {
    fetchMock.mockImplementation(async () => savedResponse());
    const { result } = renderHook(() => useAutosave(editor, NOTE_ID, initialSyncState(3)), { wrapper });

    // Longer than the typing pause in all, but never pausing that long.
    for (let key = 0; key < 12; key++) {
      act(() => void editor.commands.insertContent('x'));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(drafts.put).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();

    await waitFor(() => expect(result.current.state.status).toBe('saved'), { timeout: 3000 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(drafts.put).toHaveBeenCalledTimes(1);
    expect(drafts.put.mock.calls[0]?.[0]).toMatchObject({ noteId: NOTE_ID, baseVersion: 3 });
  });

  it('when no save is due (a conflict waits for the user), edits are still kept on a typing pause', async () => {
    fetchMock.mockImplementation(async () => conflictResponse());
    const { result } = renderHook(() => useAutosave(editor, NOTE_ID, initialSyncState(3)), { wrapper });
    act(() => void editor.commands.insertContent(' More of mine.'));
    await waitFor(() => expect(result.current.state.status).toBe('conflict'), { timeout: 3000 });
    const writesBefore = drafts.put.mock.calls.length;

    act(() => void editor.commands.insertContent(' Still mine.'));
    await waitFor(() => expect(drafts.put.mock.calls.length).toBe(writesBefore + 1), { timeout: 3000 });
    expect(JSON.stringify(drafts.put.mock.calls.at(-1)?.[0])).toContain('Still mine.');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
