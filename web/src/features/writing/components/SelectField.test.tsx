import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { SelectField } from './SelectField';

afterEach(cleanup);

describe('SelectField', () => {
  it('shows the label of the value and hands back the value the user picks', () => {
    const onChange = vi.fn<(style: 'apa' | 'ieee') => void>();
    const options = [
      ['apa', 'APA'],
      ['ieee', 'IEEE'],
    ] as const;
    render(<SelectField label="Citation style" value="apa" options={options} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Citation style' });
    expect(select.textContent).toBe('APA');
    fireEvent.mouseDown(select);
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'IEEE' }));
    expect(onChange).toHaveBeenCalledWith('ieee');
  });
});
