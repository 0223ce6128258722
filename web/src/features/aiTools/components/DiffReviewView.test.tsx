import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { initI18n } from '../../../lib/i18n';
import { useDiffReview } from '../useDiffReview';
import { DiffReviewView } from './DiffReviewView';

beforeAll(() => initI18n('en'));
afterEach(cleanup);

function Harness({ original, revised }: { original: string; revised: string }) {
  const review = useDiffReview(original, revised);
  return <DiffReviewView review={review} action={<output data-testid="result">{review.result}</output>} />;
}

const original = 'The results was very significant and it show a trend.';
const revised = 'The results were highly significant and it shows a clear trend.';
const changes = () => screen.getAllByTestId('diff-change');
const result = () => screen.getByTestId('result').textContent;

describe('DiffReviewView', () => {
  it('starts with every change accepted and the revised text as the result', () => {
    render(<Harness original={original} revised={revised} />);
    expect(changes()).toHaveLength(3);
    expect(changes().every((c) => c.getAttribute('aria-pressed') === 'true')).toBe(true);
    expect(screen.getByText('3 of 3 changes accepted')).toBeTruthy();
    expect(result()).toBe(revised);
  });

  it('rejects all, then accepts changes one by one', () => {
    render(<Harness original={original} revised={revised} />);
    fireEvent.click(screen.getByRole('button', { name: 'Reject all' }));
    expect(result()).toBe(original);
    fireEvent.click(changes()[0]!);
    fireEvent.click(changes()[2]!);
    expect(screen.getByText('2 of 3 changes accepted')).toBeTruthy();
    expect(changes()[1]!.getAttribute('aria-pressed')).toBe('false');
    expect(result()).toBe('The results were highly significant and it show a clear trend.');
    fireEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(result()).toBe(revised);
  });

  it('says so when the answer changed nothing', () => {
    render(<Harness original={original} revised={original} />);
    expect(screen.getByText('No changes')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept all' })).toBeNull();
  });
});
