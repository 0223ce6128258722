import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/apiError';
import { saveFailureOf } from './saveFailure';

const note = {
  id: 'n1',
  type: 0,
  title: 'Draft',
  folderId: null,
  excerpt: '',
  wordCount: 0,
  version: 7,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  content: { type: 'doc' },
};

describe('saveFailureOf', () => {
  it("reads a 409's server copy from the error", () => {
    const error = new ApiError(409, 'version_conflict', 'Changed elsewhere', { kind: 'note', note });
    expect(saveFailureOf(error)).toEqual({ reason: 'conflict', serverCopy: note });
  });

  it('retries a 409 without a readable copy like a lost save, and tells a too-large document apart', () => {
    expect(saveFailureOf(new ApiError(409, 'version_conflict', 'Changed elsewhere'))).toEqual({ reason: 'offline' });
    expect(saveFailureOf(new ApiError(413, 'payload_too_large', 'Too large'))).toEqual({ reason: 'tooLarge' });
    expect(saveFailureOf(new ApiError(0, 'network_error', 'Offline'))).toEqual({ reason: 'offline' });
    expect(saveFailureOf(new TypeError('Failed to fetch'))).toEqual({ reason: 'offline' });
  });
});
