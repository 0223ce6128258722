import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { TestConnectionRes } from '@inkstone/shared/api/modelSettings';
import { initI18n } from '../../../lib/i18n';
import { ModelTestResult } from './ModelTestResult';

const ok: TestConnectionRes = {
  isOk: true,
  latencyMs: 120,
  model: 'deepseek-chat',
  httpStatus: 200,
  failure: null,
  errorMsg: null,
  structuredMode: 'json_object',
};

describe('ModelTestResult: the structured output the connection test found', () => {
  afterEach(cleanup);

  it('names the mode that works and puts it into the form on request', () => {
    void initI18n('en');
    const onUseMode = vi.fn();
    render(<ModelTestResult result={ok} selected="auto" onUseMode={onUseMode} />);
    expect(screen.getByTestId('model-test-result').textContent).toContain('Structured output that works: JSON mode.');
    fireEvent.click(screen.getByRole('button', { name: 'Use it' }));
    expect(onUseMode).toHaveBeenCalledWith('json_object');
  });

  it('warns in Chinese when the model honoured no structured request, and offers nothing already chosen', () => {
    void initI18n('cn');
    render(<ModelTestResult result={{ ...ok, structuredMode: 'prompt' }} selected="prompt" onUseMode={vi.fn()} />);
    expect(screen.getByTestId('model-test-result').textContent).toContain('需要 JSON 的步骤将只在提示词中要求 JSON');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
