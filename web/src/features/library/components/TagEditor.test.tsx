import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { initI18n } from '../../../lib/i18n';
import { TagEditor } from './TagEditor';

beforeAll(() => initI18n('en'));
afterEach(cleanup);

const type = (text: string) => {
  const input = screen.getByPlaceholderText('Add a tag');
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter' });
};

describe('TagEditor', () => {
  it('adds the typed tag, trimmed, on Enter and ignores one it already has or an empty one', () => {
    const onChange = vi.fn();
    render(<TagEditor tags={['dl']} onChange={onChange} />);
    type('  survey ');
    expect(onChange).toHaveBeenLastCalledWith(['dl', 'survey']);
    type('dl');
    type('   ');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.getByPlaceholderText<HTMLInputElement>('Add a tag').value).toBe('');
  });

  it('removes a tag with its chip’s delete button', () => {
    const onChange = vi.fn();
    render(<TagEditor tags={['dl', 'nlp']} onChange={onChange} />);
    const chip = screen.getByText('dl').closest('.MuiChip-root')!;
    fireEvent.click(chip.querySelector('.MuiChip-deleteIcon')!);
    expect(onChange).toHaveBeenCalledWith(['nlp']);
  });
});
