import { describe, expect, it } from 'vitest';
import { isTrackingRefused, routePatternOf, viewportClassOf } from './reportContext';

describe('report context', () => {
  it('honours Do Not Track and Global Privacy Control', () => {
    expect(isTrackingRefused({ doNotTrack: '1' })).toBe(true);
    expect(isTrackingRefused({ globalPrivacyControl: true })).toBe(true);
    expect(isTrackingRefused({ doNotTrack: '0', globalPrivacyControl: false })).toBe(false);
    expect(isTrackingRefused({ doNotTrack: null })).toBe(false);
    expect(isTrackingRefused({})).toBe(false);
  });

  it('classes the viewport as phone, tablet or desktop', () => {
    expect(viewportClassOf(390)).toBe('phone');
    expect(viewportClassOf(768)).toBe('tablet');
    expect(viewportClassOf(1440)).toBe('desktop');
  });

  it('names the route pattern, never the URL with its ids', () => {
    const match = (path?: string) => ({ route: path === undefined ? {} : { path } });
    expect(routePatternOf([match(), match(), match('/apps/papersearch/result/:id')])).toBe(
      '/apps/papersearch/result/:id',
    );
    expect(routePatternOf([match(), match('/pages/user-profile/:tab')])).toBe('/pages/user-profile/:tab');
    expect(routePatternOf([match('/admin'), match('errors')])).toBe('/admin/errors');
    expect(routePatternOf([match(), match('*')])).toBe('/*');
    expect(routePatternOf([])).toBe('/');
  });
});
