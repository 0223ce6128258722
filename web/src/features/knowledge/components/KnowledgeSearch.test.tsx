import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { initI18n } from '../../../lib/i18n';
import { KnowledgeSearch } from './KnowledgeSearch';

const SEMANTIC = /Keyword \+ semantic search/;

function renderSearch(isSemantic?: boolean) {
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <KnowledgeSearch folder={null} isSemantic={isSemantic} />
    </QueryClientProvider>,
  );
}

beforeAll(() => initI18n('en'));
afterEach(cleanup);

describe('KnowledgeSearch', () => {
  it('says "keyword + semantic" only when the server searches by meaning', () => {
    renderSearch(true);
    expect(screen.getByText(SEMANTIC)).toBeTruthy();
    cleanup();
    renderSearch(false);
    expect(screen.queryByText(SEMANTIC)).toBeNull();
    cleanup();
    renderSearch();
    expect(screen.queryByText(SEMANTIC)).toBeNull();
  });

  it('does not say it in the ask mode', () => {
    renderSearch(true);
    fireEvent.click(screen.getByRole('button', { name: 'Ask your files' }));
    expect(screen.queryByText(SEMANTIC)).toBeNull();
  });
});
