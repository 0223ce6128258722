import { describe, expect, it } from 'vitest';
import { errorFromEvent, errorFromRejection, resourcePathOf } from './capturedErrors';

const ORIGIN = 'https://inkstone.example';

describe('captured errors', () => {
  it('turns a script error event into an error with its stack', () => {
    const error = new TypeError('x is undefined');
    const event = new ErrorEvent('error', { error, message: error.message });
    expect(errorFromEvent(event, '/apps/editor', ORIGIN)).toMatchObject({
      kind: 'error',
      message: 'TypeError: x is undefined',
      stack: error.stack,
      route: '/apps/editor',
    });
  });

  it('turns a failed script, stylesheet or image into a resource report without query or origin', () => {
    const img = document.createElement('img');
    img.src = `${ORIGIN}/assets/logo-Ab12Cd34.png?token=secret`;
    const event = new Event('error');
    Object.defineProperty(event, 'target', { value: img });
    expect(errorFromEvent(event, '/apps/home', ORIGIN)).toEqual({
      kind: 'resource',
      message: 'Failed to load img /assets/logo-Ab12Cd34.png',
      stack: null,
      route: '/apps/home',
    });
    expect(resourcePathOf('https://cdn.example/x.js?v=1', ORIGIN)).toBe('https://cdn.example/x.js');
  });

  it('describes rejections of any value', () => {
    expect(errorFromRejection(new Error('nope'), '/').message).toBe('Error: nope');
    expect(errorFromRejection('plain', '/')).toMatchObject({
      kind: 'unhandledrejection',
      message: 'plain',
      stack: null,
    });
    expect(errorFromRejection({ code: 7 }, '/').message).toBe('{"code":7}');
  });
});
