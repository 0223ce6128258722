import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { initI18n } from '../../../lib/i18n';
import { SaveStateChip } from './SaveStateChip';

beforeAll(() => initI18n('en'));
afterEach(cleanup);

describe('SaveStateChip', () => {
  it.each([
    ['saved', 'Saved'],
    ['pending', 'Saving…'],
    ['offline', 'Offline — changes kept on this device'],
    ['conflict', 'Conflict'],
    ['tooLarge', 'Too large to save (over 2 MB)'],
  ] as const)('shows %s as “%s”', (status, label) => {
    render(<SaveStateChip status={status} />);
    expect(screen.getByTestId('save-state').textContent).toBe(label);
  });
});
