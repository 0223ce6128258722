import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { AskFilesRes, PassageHitDto } from '@inkstone/shared/api/file';
import { initI18n } from '../../../lib/i18n';
import { FileActionsContext, type FileActions } from '../FileActionsContext';
import { AskAnswer } from './AskAnswer';

beforeAll(() => initI18n('en'));
afterEach(cleanup);

const hit = (fileId: string, page: number): PassageHitDto => ({
  fileId,
  fileName: `${fileId}.pdf`,
  seq: page,
  pageFrom: page,
  pageTo: page,
  section: null,
  text: 'text',
  score: 1,
  snippet: 'the «transformer» model',
});

function renderAnswer(result: AskFilesRes) {
  const openFile = vi.fn();
  const actions = { openFile } as unknown as FileActions;
  render(
    <FileActionsContext value={actions}>
      <AskAnswer result={result} />
    </FileActionsContext>,
  );
  return openFile;
}

describe('AskAnswer', () => {
  it('links each [n] to its passage’s file and page', () => {
    const openFile = renderAnswer({
      answer: 'Transformers use attention [2].',
      withoutModel: 'none',
      passages: [hit('a', 1), hit('b', 7)],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Passage 2: b.pdf, p. 7' }));
    expect(openFile).toHaveBeenCalledWith('b', 7);
    expect(screen.getAllByText('transformer')[0]?.tagName).toBe('MARK');
  });

  it('without a model shows the passages under a label, never as an answer', () => {
    renderAnswer({ answer: null, withoutModel: 'not_configured', passages: [hit('a', 1)] });
    expect(screen.getByText('No AI model is configured: the most relevant passages are shown instead.')).toBeTruthy();
    expect(screen.queryByTestId('ask-answer')).toBeNull();
    expect(screen.getAllByTestId('passage-hit')).toHaveLength(1);
  });
});
