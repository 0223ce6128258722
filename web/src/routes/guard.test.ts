import { describe, expect, it } from 'vitest';
import { loginPathFor, redirectTargetOf, skipsSessionCheck } from './guard';

describe('navigation guard decision (spec §2)', () => {
  it('skips public routes, the root redirect and the auth and admin paths', () => {
    for (const path of [
      '/',
      '/welcome',
      '/front-pages/invitation',
      '/login',
      '/register',
      '/forgot-password',
      '/admin/users',
    ]) {
      expect(skipsSessionCheck(path), path).toBe(true);
    }
  });

  it('checks every other route', () => {
    for (const path of [
      '/apps/home',
      '/apps/editor',
      '/apps/papersearch/result/7',
      '/pages/account-settings/account',
    ]) {
      expect(skipsSessionCheck(path), path).toBe(false);
    }
  });

  it('does not treat a path that merely starts like a public one as public', () => {
    expect(skipsSessionCheck('/welcomes')).toBe(false);
  });

  it('sends the user to login with the original path and query to return to', () => {
    const path = loginPathFor('/apps/papersearch/result/7?tab=2');
    expect(path).toBe('/login?redirect=%2Fapps%2Fpapersearch%2Fresult%2F7%3Ftab%3D2');
    expect(redirectTargetOf(path.slice(path.indexOf('?')))).toBe('/apps/papersearch/result/7?tab=2');
  });

  it('adds no redirect for the root or the auth pages themselves', () => {
    expect(loginPathFor('/')).toBe('/login');
    expect(loginPathFor('/login?redirect=%2Fx')).toBe('/login');
  });

  it('returns home when the redirect is missing or leaves the app', () => {
    expect(redirectTargetOf('')).toBe('/apps/home');
    for (const target of ['https://evil.example', '//evil.example', '/\\evil.example', 'apps/home']) {
      expect(redirectTargetOf(`?redirect=${encodeURIComponent(target)}`), target).toBe('/apps/home');
    }
  });
});
