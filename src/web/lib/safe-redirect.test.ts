import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect.ts';

describe('safeRedirect', () => {
  it('keeps same-site paths with query and hash', () => {
    expect(safeRedirect('/profile/orders')).toBe('/profile/orders');
    expect(safeRedirect('/checkout/address?step=2#pay')).toBe('/checkout/address?step=2#pay');
    expect(safeRedirect(decodeURIComponent('%2Fprofile%2Forders'))).toBe('/profile/orders');
  });

  it('answers the fallback for anything that could leave the site', () => {
    for (const bad of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
      'profile',
      '',
      ' /profile',
    ]) {
      expect(safeRedirect(bad, '/profile')).toBe('/profile');
    }
    expect(safeRedirect(undefined)).toBe('/');
    expect(safeRedirect(null, '/x')).toBe('/x');
    expect(safeRedirect(['/a'])).toBe('/');
  });

  it('answers the fallback for paths that normalise to another host (//... or /\\...)', () => {
    for (const bad of [
      '/.//evil.example',
      '/.//evil.example/profile?x=1',
      '/%2e//evil.example',
      '/%2E%2E//evil.example',
      '/..//evil.example',
      '/%2e%2e//evil.example',
      '/a/..//evil.example',
      '/a/%2e%2e//evil.example',
      '/a/b/../..//evil.example',
      '/./%2e/.//evil.example',
      '/.///evil.example',
    ]) {
      expect(safeRedirect(bad, '/profile'), bad).toBe('/profile');
    }
    // As the login page receives them: the query parameter decoded once.
    for (const query of ['redirect=%2F.%2F%2Fevil.example', 'redirect=%2F%252e%252e%2F%2Fevil.example']) {
      const value = new URLSearchParams(query).get('redirect');
      expect(safeRedirect(value, '/profile'), query).toBe('/profile');
    }
  });

  it('still normalises harmless dot segments to a path on this site', () => {
    expect(safeRedirect('/a/../profile')).toBe('/profile');
    expect(safeRedirect('/./profile/orders')).toBe('/profile/orders');
    expect(safeRedirect('/%2e%2e/profile')).toBe('/profile');
    expect(safeRedirect('/profile//orders')).toBe('/profile//orders');
  });
});
