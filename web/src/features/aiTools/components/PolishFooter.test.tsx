import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { initI18n } from '../../../lib/i18n';
import { PolishFooter } from './PolishFooter';

beforeAll(() => initI18n('en'));
afterEach(cleanup);

const done = { tool: 'polish' as const, wordsCharged: 1234, wordsLeft: 8766, isTruncated: false };

describe('PolishFooter', () => {
  it('lists what the rewrite lost and what it added, with the words charged', () => {
    render(
      <PolishFooter
        done={{
          ...done,
          integrity: {
            isIntact: false,
            missing: [
              { kind: 'citation', value: '[12]' },
              { kind: 'number', value: '3.5%' },
            ],
            added: [{ kind: 'referenceKey', value: '@smith2020' }],
          },
        }}
      />,
    );
    const warning = screen.getByTestId('integrity-warning').textContent;
    expect(warning).toContain('Citation: [12]');
    expect(warning).toContain('Number: 3.5%');
    expect(screen.getByTestId('integrity-info').textContent).toContain('Reference key: @smith2020');
    expect(screen.getByText('1,234 words charged · 8,766 words left')).toBeTruthy();
  });

  it('shows no warning for an intact rewrite', () => {
    render(<PolishFooter done={{ ...done, integrity: { isIntact: true, missing: [], added: [] } }} />);
    expect(screen.queryByTestId('integrity-warning')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
