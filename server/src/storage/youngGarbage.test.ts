import { afterEach, describe, expect, it, vi } from 'vitest';
import { youngGarbageCollector } from './youngGarbage.js';

const MiB = 1024 * 1024;

describe('youngGarbageCollector', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('runs a minor collection after every 8 MiB fed to it', () => {
    const gc = vi.fn();
    vi.stubGlobal('gc', gc);
    const feed = youngGarbageCollector();
    for (let i = 0; i < 20 * 16; i += 1) feed(64 * 1024); // 20 MiB in 64 KiB chunks
    expect(gc).toHaveBeenCalledTimes(2);
    expect(gc).toHaveBeenCalledWith({ type: 'minor' });
  });

  it('does nothing before the stride is reached', () => {
    const gc = vi.fn();
    vi.stubGlobal('gc', gc);
    youngGarbageCollector()(8 * MiB - 1);
    expect(gc).not.toHaveBeenCalled();
  });

  it('is a no-op when node runs without --expose-gc', () => {
    vi.stubGlobal('gc', undefined);
    const feed = youngGarbageCollector();
    expect(() => feed(100 * MiB)).not.toThrow();
  });
});
