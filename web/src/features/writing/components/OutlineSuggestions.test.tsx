import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { UserInfoRes } from '@inkstone/shared/api/user';
import type { WritingProjectDto } from '@inkstone/shared/api/writing';
import { V1 } from '@inkstone/shared/paths';
import { initI18n } from '../../../lib/i18n';
import { userStore } from '../../../lib/userStore';
import { defaultUserState } from '../../../lib/userState';
import { userKeys } from '../../user/queries';
import { draftOf } from '../outlineDraft';
import { OutlineSuggestions } from './OutlineSuggestions';
import { controlledSseStream } from '../../aiTools/controlledSseStream';

const fetchMock = vi.fn<typeof fetch>();
const project = {
  projectId: '00000000-0000-4000-8000-000000000001',
  topic: 'Graph learning',
  options: { kind: 'literatureReview', language: 'en', length: 300, citationStyle: 'apa' },
  papers: [{ bibkey: 'kipf2017', title: 'Graph Convolutional Networks', authors: [], year: 2017 }],
  outline: [{ id: 's1', title: 'Foundations', why: '', bibkeys: ['kipf2017'], isThin: true, subsections: [] }],
} as unknown as WritingProjectDto;

function setup(streams: Response[], isDirty = false) {
  fetchMock.mockImplementation(async (url) => {
    if (url === V1.user.info) return new Response(JSON.stringify({ success: false, errorCode: 'x', errorMsg: 'x' }));
    const next = streams.shift();
    if (!next) throw new Error(`unexpected fetch ${String(url)}`);
    return next;
  });
  const onRevise = vi.fn<(instruction: string, onRevised: () => void) => void>();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(userKeys.info(), { durWordsLeft: 1000 });
  render(
    <QueryClientProvider client={client}>
      <OutlineSuggestions
        project={project}
        draft={draftOf(project.outline)}
        isDirty={isDirty}
        isRevising={false}
        onRevise={onRevise}
      />
    </QueryClientProvider>,
  );
  const wordsLeft = () => client.getQueryData<UserInfoRes>(userKeys.info())?.durWordsLeft;
  return { onRevise, wordsLeft };
}

const items = () => screen.queryAllByTestId('outline-suggestion');
const applyOf = (index: number) => within(items()[index]!).getByRole<HTMLButtonElement>('button', { name: 'Apply' });
const streamBody = () =>
  JSON.parse(String(fetchMock.mock.calls.find(([url]) => url === V1.workflow.outlineSuggestion)?.[1]?.body));

beforeEach(() => {
  void initI18n('en');
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  userStore.set({ ...defaultUserState('en'), logged: true, token: 'tok' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// Rendering MUI in jsdom on the shared machine is slow; the streams themselves are immediate.
describe('OutlineSuggestions', { timeout: 20_000 }, () => {
  it('streams suggestions split at [n]; one is applied as a revision, another dismissed', async () => {
    const stream = controlledSseStream();
    const { onRevise, wordsLeft } = setup([stream.response]);
    fireEvent.click(screen.getByRole('button', { name: 'Suggestions' }));
    await waitFor(() => expect(streamBody().text).toContain('1. Foundations'));
    expect(streamBody()).toMatchObject({ language: 'en' });
    expect(streamBody().text).toMatch(/^Topic: Graph learning/);

    stream.send({ type: 'diff', diff: '[1] Split Foundations into spectral and spatial.\n[2] Add a sec' });
    await waitFor(() => expect(items()).toHaveLength(2));
    // The last item may still grow: it cannot be applied yet.
    expect(applyOf(1).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Stop' })).toBeTruthy();
    stream.send({ type: 'diff', diff: 'tion on evaluation.' });
    stream.send({
      type: 'done',
      data: { tool: 'outlineSuggestion', wordsCharged: 12, wordsLeft: 988, isTruncated: false },
    });
    stream.end();
    await waitFor(() => expect(applyOf(1).disabled).toBe(false));
    expect(items()[1]!.textContent).toContain('2.Add a section on evaluation.');
    await waitFor(() => expect(wordsLeft()).toBe(988));

    fireEvent.click(applyOf(0));
    expect(onRevise).toHaveBeenCalledWith('Split Foundations into spectral and spatial.', expect.any(Function));
    expect(items()).toHaveLength(2);
    onRevise.mock.calls[0]![1]();
    await waitFor(() => expect(items()).toHaveLength(1));
    fireEvent.click(within(items()[0]!).getByRole('button', { name: 'Dismiss' }));
    expect(items()).toHaveLength(0);
    expect(screen.getByText('No suggestions left.')).toBeTruthy();
  });

  it('logs an unparsable chunk and shows it as raw text (spec §8)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const stream = controlledSseStream();
    setup([stream.response]);
    fireEvent.click(screen.getByRole('button', { name: 'Suggestions' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    stream.send({ type: 'diff', diff: '[1] Merge sections.' });
    stream.raw('data: {not json\n\n');
    await waitFor(() => expect(screen.getByTestId('raw-chunks').textContent).toBe('{not json'));
    // Logged by an effect after the commit that shows the chunk: on a loaded machine, a moment later.
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Unparsable outline suggestion chunk', '{not json'));
    expect(items()).toHaveLength(1);
  });

  it('a failed stream is retried after 1 s with a countdown; with unsaved edits nothing can be applied', async () => {
    const failed = controlledSseStream();
    const retried = controlledSseStream();
    setup([failed.response, retried.response], true);
    fireEvent.click(screen.getByRole('button', { name: 'Suggestions' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    failed.send({ type: 'error', errorMsg: 'The model failed', errorCode: 'upstream_error' });
    failed.end();
    await waitFor(() => expect(screen.getByTestId('ai-error').textContent).toContain('Retrying in 1 s'));
    await waitFor(() => expect(screen.queryByTestId('ai-error')).toBeNull(), { timeout: 3000 });
    retried.send({ type: 'diff', diff: '[1] Add evaluation.' });
    await waitFor(() => expect(items()).toHaveLength(1));
    retried.send({
      type: 'done',
      data: { tool: 'outlineSuggestion', wordsCharged: 2, wordsLeft: 998, isTruncated: false },
    });
    retried.end();
    await waitFor(() => expect(screen.getByTestId('outline-suggestions').dataset.status).toBe('done'));
    expect(applyOf(0).disabled).toBe(true);
    expect(screen.getByText('Save or discard your edits to apply a suggestion.')).toBeTruthy();
  });
});
