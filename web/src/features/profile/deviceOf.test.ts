import { describe, expect, it } from 'vitest';
import { deviceOf } from './deviceOf';

describe('deviceOf', () => {
  it.each([
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      { browser: 'Chrome', os: 'macOS', isMobile: false },
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      { browser: 'Edge', os: 'Windows', isMobile: false },
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      { browser: 'Safari', os: 'iOS', isMobile: true },
    ],
    [
      'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
      { browser: 'Firefox', os: 'Linux', isMobile: false },
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36 MicroMessenger/8.0.50',
      { browser: 'WeChat', os: 'Android', isMobile: true },
    ],
  ])('reads %s', (ua, device) => {
    expect(deviceOf(ua)).toEqual(device);
  });

  it('gives nulls for a missing or unknown header', () => {
    expect(deviceOf(null)).toEqual({ browser: null, os: null, isMobile: false });
    expect(deviceOf('curl/8.5.0')).toEqual({ browser: null, os: null, isMobile: false });
  });
});
