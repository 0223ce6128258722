import { beforeEach, describe, expect, it } from 'vitest';
import { clearLiveSession, loadLiveSession, saveLiveSession } from './liveSession';

describe('liveSession', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('keeps the followed run across a reload and forgets it when cleared', () => {
    expect(loadLiveSession()).toBeNull();
    saveLiveSession({ id: 'abc', topic: '机器翻译', stream: 'sort' });
    expect(loadLiveSession()).toEqual({ id: 'abc', topic: '机器翻译', stream: 'sort' });
    clearLiveSession();
    expect(loadLiveSession()).toBeNull();
  });

  it('ignores a damaged entry', () => {
    window.sessionStorage.setItem('inkstone.paperSearch.live', '{not json');
    expect(loadLiveSession()).toBeNull();
    window.sessionStorage.setItem('inkstone.paperSearch.live', '{"id":3}');
    expect(loadLiveSession()).toBeNull();
  });
});
