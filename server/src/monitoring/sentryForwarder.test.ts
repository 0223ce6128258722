import { describe, expect, it } from 'vitest';
import { sentryTargetOf } from './sentryForwarder.js';
import { repoPathOf } from './symbolicator.js';

describe('sentryTargetOf', () => {
  it('finds the envelope endpoint and key of a Sentry or GlitchTip DSN', () => {
    expect(sentryTargetOf('https://abc123@o1.ingest.sentry.io/4507')).toMatchObject({
      envelopeUrl: 'https://o1.ingest.sentry.io/api/4507/envelope/',
      auth: expect.stringContaining('sentry_key=abc123'),
    });
    expect(sentryTargetOf('http://key@127.0.0.1:8000/errors/7').envelopeUrl).toBe(
      'http://127.0.0.1:8000/errors/api/7/envelope/',
    );
    expect(() => sentryTargetOf('https://o1.ingest.sentry.io/4507')).toThrow();
  });
});

describe('repoPathOf', () => {
  it('names a mapped source from the repository root', () => {
    expect(repoPathOf('../../src/pages/AdminErrorsPage.tsx')).toBe('web/src/pages/AdminErrorsPage.tsx');
    expect(repoPathOf('../../../node_modules/react-dom/cjs/x.js')).toBe('node_modules/react-dom/cjs/x.js');
  });
});
