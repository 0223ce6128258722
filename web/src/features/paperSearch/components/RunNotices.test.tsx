import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { SearchStatus, type StepWithoutAi } from '@inkstone/shared/api/paperAgent';
import { initI18n } from '../../../lib/i18n';
import { flowReducer } from '../flowReducer';
import { initialFlowState, ranWithoutAi } from '../flowState';
import { MemoryRouter } from 'react-router';
import { HistoryTable } from './HistoryTable';
import { RunNotices } from './RunNotices';
import { SearchPanelBody } from './SearchPanelBody';

const filterNote: StepWithoutAi = { step: 'filter', reason: 'unreadable', parts: 4, of: 4 };

function runWithUnreadableFilter() {
  let state = flowReducer(initialFlowState(1280), { type: 'startSearch', requestId: 1, topic: '机器翻译' });
  state = flowReducer(state, {
    type: 'searchProgress',
    requestId: 1,
    progress: {
      status: SearchStatus.FilterPapers,
      data: { kept: 43, judged: 43, total: 43, byAi: 0, withoutAi: filterNote },
    },
  });
  return flowReducer(state, { type: 'requestEnded', requestId: 1, notice: null, usesAi: false });
}

describe('a run whose model answers could not be read (issue 17: never pretend)', () => {
  afterEach(cleanup);

  it('says in Chinese which step ran without AI, that it was free, and never claims judgements', () => {
    void initI18n('cn');
    const state = runWithUnreadableFilter();
    expect(state.withoutAi).toEqual([filterNote]);
    expect(ranWithoutAi(state)).toBe(true);
    render(<RunNotices isWithoutAi={ranWithoutAi(state)} withoutAi={state.withoutAi} notice={null} />);
    expect(screen.getByTestId('without-ai-steps').textContent).toBe('相关性筛选未使用 AI：无法读取模型的回答。');
    expect(screen.getByTestId('no-ai-notice').textContent).toContain('本次未扣除字数。');
    render(<SearchPanelBody step2={state.step2} papers={[]} onShowAll={() => undefined} />);
    expect(screen.queryByText(/已评估/)).toBeNull();
    expect(screen.getByText('已按检索得分排序 43/43 篇（未经 AI 评估），保留 43 篇')).toBeTruthy();
  });

  it("does not repeat the steps in the server's English sentence beside the Chinese ones", () => {
    void initI18n('cn');
    const notice = "Relevance filter ran without AI: the model's answers could not be read.";
    const { container, rerender } = render(<RunNotices isWithoutAi withoutAi={[filterNote]} notice={notice} />);
    expect(screen.getByTestId('without-ai-steps').textContent).toBe('相关性筛选未使用 AI：无法读取模型的回答。');
    expect(container.textContent).not.toContain(notice);
    rerender(<RunNotices isWithoutAi={false} withoutAi={[]} notice="The AI model failed (timeout)." />);
    expect(container.textContent).toContain('The AI model failed (timeout).');
  });

  it('names a partial step in English, and a sort run again drops the old sort notes', () => {
    void initI18n('en');
    const partial: StepWithoutAi = { step: 'translate', reason: 'failed', parts: 1, of: 3 };
    render(<RunNotices isWithoutAi={false} withoutAi={[partial]} notice={null} />);
    expect(screen.getByTestId('without-ai-steps').textContent).toBe(
      'Translation: 1 of 3 parts ran without AI; the model failed.',
    );
    let state = { ...runWithUnreadableFilter(), withoutAi: [filterNote, { ...filterNote, step: 'merge' as const }] };
    state = flowReducer(state, { type: 'startSort', requestId: 2 });
    expect(state.withoutAi).toEqual([filterNote]);
  });

  it('marks a history entry that used no answer of the model', () => {
    void initI18n('cn');
    const item = {
      id: '5a7f2c1e-0000-4000-8000-000000000001',
      topic: '机器翻译',
      state: 'finished' as const,
      step: 3,
      usesAi: false,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      paperCount: 8,
      sectionCount: 3,
    };
    render(
      <MemoryRouter>
        <HistoryTable
          items={[item, { ...item, id: '5a7f2c1e-0000-4000-8000-000000000002', usesAi: true }]}
          onDelete={() => undefined}
        />
      </MemoryRouter>,
    );
    expect(screen.getAllByTestId('without-ai').map((chip) => chip.textContent)).toEqual(['未使用 AI']);
  });
});
