import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { PassageHitDto } from '@inkstone/shared/api/file';
import { initI18n } from '../../../lib/i18n';
import { FromYourFiles } from './FromYourFiles';

beforeAll(() => initI18n('en'));
afterEach(cleanup);

const hit = (fileId: string, pageFrom: number, pageTo = pageFrom): PassageHitDto => ({
  fileId,
  fileName: `${fileId}.pdf`,
  seq: pageFrom,
  pageFrom,
  pageTo,
  section: null,
  text: 'text',
  score: 1,
  snippet: 'the «transformer» model',
});

describe('FromYourFiles', () => {
  it('lists each passage with its file, page and marked words, linking to the file at that page', () => {
    render(<FromYourFiles hits={[hit('a', 3), hit('b', 7, 8)]} />);
    const block = screen.getByRole('region', { name: 'From your files' });
    const links = within(block).getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[0]!.textContent).toContain('a.pdf');
    expect(links[0]!.textContent).toContain('p. 3');
    expect(links[0]!.getAttribute('href')).toBe('/apps/knowledge?tab=files&file=a&page=3');
    expect(links[0]!.getAttribute('target')).toBe('_blank');
    expect(links[1]!.textContent).toContain('pp. 7–8');
    expect(links[1]!.getAttribute('href')).toBe('/apps/knowledge?tab=files&file=b&page=7');
    expect(within(links[0]!).getByText('transformer').tagName).toBe('MARK');
  });

  it('shows nothing when no passage of the user’s files matched', () => {
    render(<FromYourFiles hits={[]} />);
    expect(screen.queryByTestId('from-your-files')).toBeNull();
  });
});
