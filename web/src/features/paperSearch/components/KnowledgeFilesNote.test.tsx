import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AgentKnowledgeFile } from '@inkstone/shared/api/paperAgent';
import { initI18n } from '../../../lib/i18n';
import { agentPaper } from '../testRun';
import { KnowledgeFilesNote } from './KnowledgeFilesNote';
import { PaperCard } from './PaperCard';

const upload = (id: string) => [{ source: 'upload', id }];
const ownPaper = agentPaper('own2024', {
  sources: upload('f1'),
  passage: { fileId: 'f1', fileName: '笔记.pdf', pageFrom: 7, pageTo: 7, snippet: '…关于«机器翻译»的段落…' },
});
const files: AgentKnowledgeFile[] = [
  { fileId: 'f1', fileName: '笔记.pdf', hasPassage: true },
  { fileId: 'f2', fileName: '菜谱.md', hasPassage: false },
  { fileId: 'f3', fileName: '综述.pdf', hasPassage: true },
];

const withQueries = (node: ReactNode) =>
  render(<QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>);

describe('knowledge-base files in the results (issue 19)', () => {
  afterEach(cleanup);

  it('shows a kept file’s page and its passage with the matched words marked', () => {
    void initI18n('cn');
    withQueries(<PaperCard paper={ownPaper} />);
    const place = screen.getByTestId('own-file-passage');
    expect(place.textContent).toContain('你的文件 · 第 7 页');
    expect(screen.getByText('机器翻译').tagName).toBe('MARK');
  });

  it('says when no passage of a kept file matched, and shows nothing on searched papers', () => {
    void initI18n('cn');
    withQueries(
      <>
        <PaperCard paper={agentPaper('own2', { sources: upload('f2'), passage: null })} />
        <PaperCard paper={agentPaper('searched2020')} />
      </>,
    );
    expect(screen.getAllByTestId('own-file-passage').map((e) => e.textContent)).toEqual([
      '你的文件 · 没有段落与主题相符',
    ]);
  });

  it('counts the kept files and says why each other one was left out', () => {
    void initI18n('cn');
    render(<KnowledgeFilesNote files={files} papers={[ownPaper, agentPaper('x')]} />);
    const note = screen.getByTestId('knowledge-files-note');
    expect(note.textContent).toContain('你的 3 个文件中保留了 1 个');
    expect([...note.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      '菜谱.md：没有段落与主题相符，相关性筛选未保留',
      '综述.pdf：未通过相关性筛选，未保留',
    ]);
  });
});
