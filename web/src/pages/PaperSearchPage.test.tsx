import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { V1 } from '@inkstone/shared/paths';
import { encodeSse } from '@inkstone/shared/sse';
import { testFile } from '../features/knowledge/testFiles';
import { searchRun, sortRun } from '../features/paperSearch/testRun';
import { initI18n } from '../lib/i18n';
import { queryClient } from '../lib/queryClient';
import { PaperSearchPage } from './PaperSearchPage';

const fetchMock = vi.fn<typeof fetch>();
const SESSION_ID = '5a7f2c1e-0000-4000-8000-000000000001';

/** A streamed answer carrying these progress events, then done. */
function sse(events: { status: number; data: unknown }[]): Response {
  const text =
    events.map((e) => encodeSse({ type: 'progress', status: e.status, data: e.data })).join('') +
    encodeSse({ type: 'done', data: { id: SESSION_ID, usesAi: true, wordsCharged: 500, errorMsg: null } });
  return new Response(text, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}

const history = () =>
  new Response(JSON.stringify({ success: true, data: { items: [], total: 0 } }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

const price = () =>
  new Response(JSON.stringify({ success: true, data: { usesAi: true, wordsCost: 500 } }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

const KB_FILE_ID = '5a7f2c1e-0000-4000-8000-0000000000f1';
const fileStructure = () =>
  new Response(
    JSON.stringify({
      success: true,
      data: {
        folders: [],
        files: [testFile(KB_FILE_ID, '我的笔记.pdf')],
        limits: { maxFileBytes: 1, quotaBytes: 1, usedBytes: 0, kinds: [] },
      },
    }),
    { status: 200, headers: { 'Content-Type': 'application/json' } },
  );

function answer(input: RequestInfo | URL): Response {
  const url = String(input);
  if (url.startsWith(V1.workflow.paperagentPrice)) return price();
  if (url.startsWith(V1.file.getUserFileStructure)) return fileStructure();
  if (url.startsWith(V1.workflow.paperagentSearch)) return sse(searchRun);
  if (url.startsWith(V1.workflow.paperagentSortLogic)) return sse(sortRun);
  if (url.startsWith(V1.workflow.paperagentResume)) return sse(searchRun);
  return history();
}

function renderPage(url = '/apps/papersearch') {
  const router = createMemoryRouter([{ path: '/apps/papersearch', Component: PaperSearchPage }], {
    initialEntries: [url],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const calledPaths = () => fetchMock.mock.calls.map(([input]) => String(input).split('?')[0]);

beforeEach(() => {
  void initI18n('cn');
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation((input) => Promise.resolve(answer(input)));
  queryClient.clear();
  window.sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// MUI renders slowly in jsdom on a busy two-core machine.
describe('PaperSearchPage', { timeout: 30_000 }, () => {
  it('starts from the topic in the address (the writing flow links thin sections here)', async () => {
    renderPage(`/apps/papersearch?topic=${encodeURIComponent('低资源机器翻译')}`);
    expect((await screen.findByTestId<HTMLTextAreaElement>('topic-input')).value).toBe('低资源机器翻译');
    // The price comes from the server before any run.
    await waitFor(() => expect(screen.getByTestId('search-cost').textContent).toContain('500'));
  });

  it('runs step 2 then step 3 from a topic and opens a group in the drawer with its Chinese title', async () => {
    renderPage();
    fireEvent.change(screen.getByTestId('topic-input'), { target: { value: '神经机器翻译' } });
    fireEvent.click(screen.getByRole('button', { name: '开始检索' }));

    await waitFor(() => expect(screen.getByTestId('progress-header').dataset.progress).toBe('5'));
    const body = JSON.parse(
      String(fetchMock.mock.calls.find(([u]) => String(u) === V1.workflow.paperagentSearch)?.[1]?.body),
    );
    expect(body).toMatchObject({ topic: '神经机器翻译', language: 'cn', maxPapers: 50 });
    expect(calledPaths()).toContain(V1.workflow.paperagentSortLogic);
    expect(screen.getByTestId('flow-topic').textContent).toBe('神经机器翻译');

    fireEvent.click(screen.getAllByTestId('section-card')[0]!.querySelector('button')!);
    expect((await screen.findByTestId('drawer-title')).textContent).toBe('神经机器翻译方向 - 2篇相关文献');
    expect(screen.getByText('为什么选择这些来源？')).toBeTruthy();
    // The finished run stays this tab's run: a reload shows it again.
    expect(JSON.parse(window.sessionStorage.getItem('inkstone.paperSearch.live') ?? 'null')).toEqual({
      id: SESSION_ID,
      topic: '神经机器翻译',
      stream: 'sort',
    });
  });

  it('sends the knowledge-base files chosen in the form as sources of the search', async () => {
    renderPage();
    fireEvent.change(screen.getByTestId('topic-input'), { target: { value: '神经机器翻译' } });
    const picker = screen.getByRole('combobox', { name: '知识库文件（可选）' });
    await waitFor(() => expect(picker.hasAttribute('disabled')).toBe(false));
    fireEvent.mouseDown(picker);
    fireEvent.click(await screen.findByText('我的笔记.pdf'));
    fireEvent.click(screen.getByRole('button', { name: '开始检索' }));
    await waitFor(() => expect(calledPaths()).toContain(V1.workflow.paperagentSearch));
    const body = JSON.parse(
      String(fetchMock.mock.calls.find(([u]) => String(u) === V1.workflow.paperagentSearch)?.[1]?.body),
    );
    expect(body).toMatchObject({ topic: '神经机器翻译', knowledgeFileIds: [KB_FILE_ID] });
  });

  it('after a reload, reconnects to the running session and replays it instead of starting over', async () => {
    window.sessionStorage.setItem(
      'inkstone.paperSearch.live',
      JSON.stringify({ id: SESSION_ID, topic: '神经机器翻译', stream: 'search' }),
    );
    renderPage();
    await waitFor(() => expect(screen.getByTestId('progress-header').dataset.progress).toBe('5'));
    expect(calledPaths()).not.toContain(V1.workflow.paperagentSearch);
    const resume = fetchMock.mock.calls.find(([u]) => String(u) === V1.workflow.paperagentResume);
    expect(JSON.parse(String(resume?.[1]?.body))).toEqual({ id: SESSION_ID, stream: 'search' });
    expect(screen.getByTestId('flow-topic').textContent).toBe('神经机器翻译');
  });
});
