import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Editor } from '@tiptap/core';
import { initI18n } from '../../../lib/i18n';
import { snackbar } from '../../../lib/snackbarStore';
import { editorExtensions } from '../extensions/editorExtensions';
import { ImageButton } from './ImageButton';

const fetchMock = vi.fn<typeof fetch>();
let editor: Editor | undefined;

function pickImage(name: string) {
  editor = new Editor({ element: document.createElement('div'), extensions: editorExtensions() });
  const { container } = render(
    <QueryClientProvider client={new QueryClient()}>
      <ImageButton editor={editor} />
    </QueryClientProvider>,
  );
  const input = container.querySelector<HTMLInputElement>('input[type=file]')!;
  fireEvent.change(input, { target: { files: [new File(['<svg/>'], name, { type: 'image/svg+xml' })] } });
}

function answer(status: number, errorCode: string, errorMsg: string) {
  fetchMock.mockResolvedValue(
    Response.json({ success: false, errorCode, errorMsg }, { status, headers: { 'Content-Type': 'application/json' } }),
  );
}

const texts = () => snackbar.store.get().map((entry) => entry.text);

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  snackbar.store.update(() => []);
});
afterEach(() => {
  cleanup();
  editor?.destroy();
  vi.unstubAllGlobals();
});

describe('ImageButton: a refused image', () => {
  it("says what to pick, once, without the server's 'file:' field prefix", async () => {
    void initI18n('en');
    answer(400, 'validation_error', 'file: only PNG, JPEG, GIF and WebP images are accepted');
    pickImage('drawing.svg');
    await vi.waitFor(() => expect(texts()).toHaveLength(1));
    expect(texts()[0]).toBe('This file could not be inserted: choose a PNG, JPEG, GIF or WebP image.');
  });

  it('gives the size limit, in the interface language', async () => {
    void initI18n('cn');
    answer(413, 'payload_too_large', 'Images can be at most 5 MB.');
    pickImage('huge.png');
    await vi.waitFor(() => expect(texts()).toEqual(['图片不能超过 5 MB。']));
  });
});
