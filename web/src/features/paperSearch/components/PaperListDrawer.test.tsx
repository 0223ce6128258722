import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { applyLanguage, initI18n } from '../../../lib/i18n';
import { drawerContentOf } from '../drawerContent';
import { agentPaper } from '../testRun';
import { PaperListDrawer } from './PaperListDrawer';

const papers = [agentPaper('a'), agentPaper('b'), agentPaper('c')];
const bibDict = Object.fromEntries(papers.map((p) => [p.bibkey, p]));
const sections = [{ section_name: '神经机器翻译', bibkey: ['a', 'c'], reason: '两篇都用神经网络翻译。' }];

function renderDrawer(group: number | null, list = papers) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PaperListDrawer isOpen content={drawerContentOf(group, sections, list, bibDict)} onClose={() => undefined} />
    </QueryClientProvider>,
  );
}

describe('PaperListDrawer (spec §2 titles)', () => {
  afterEach(cleanup);

  it('titles a chosen group in Chinese and says why its sources were chosen', () => {
    void initI18n('cn');
    renderDrawer(0);
    expect(screen.getByTestId('drawer-title').textContent).toBe('神经机器翻译方向 - 2篇相关文献');
    expect(screen.getByText('为什么选择这些来源？')).toBeTruthy();
    expect(screen.getByTestId('drawer-reason').textContent).toBe('两篇都用神经网络翻译。');
    expect(screen.getAllByTestId('paper-card')).toHaveLength(2);
  });

  it('titles all papers with the total, and an empty list with 暂无文献', () => {
    void initI18n('cn');
    renderDrawer(null);
    expect(screen.getByTestId('drawer-title').textContent).toBe('总计3篇相关文献');
    expect(screen.queryByText('为什么选择这些来源？')).toBeNull();
    cleanup();
    renderDrawer(null, []);
    expect(screen.getByTestId('drawer-title').textContent).toBe('暂无文献');
  });

  it('keeps the Chinese in the English interface, with the English beneath it (decision 015)', () => {
    void initI18n('en');
    applyLanguage('en');
    renderDrawer(0);
    expect(screen.getByTestId('drawer-title').textContent).toBe('神经机器翻译方向 - 2篇相关文献');
    expect(screen.getByTestId('drawer-title').getAttribute('lang')).toBe('zh-CN');
    expect(screen.getByTestId('drawer-title-en').textContent).toBe('神经机器翻译 - 2 related papers');
    expect(screen.getByTestId('drawer-reason-title').textContent).toBe('为什么选择这些来源？');
    expect(screen.getByTestId('drawer-reason-title-en').textContent).toBe('Why these sources?');
    cleanup();
    renderDrawer(null);
    expect(screen.getByTestId('drawer-title').textContent).toBe('总计3篇相关文献');
    expect(screen.getByTestId('drawer-title-en').textContent).toBe('Total: 3 related papers');
    cleanup();
    renderDrawer(null, []);
    expect(screen.getByTestId('drawer-title').textContent).toBe('暂无文献');
    expect(screen.getByTestId('drawer-title-en').textContent).toBe('No papers');
  });

  it('shows no English line in the Chinese interface', () => {
    void initI18n('cn');
    applyLanguage('cn');
    renderDrawer(0);
    expect(screen.queryByTestId('drawer-title-en')).toBeNull();
    expect(screen.queryByTestId('drawer-reason-title-en')).toBeNull();
  });
});
