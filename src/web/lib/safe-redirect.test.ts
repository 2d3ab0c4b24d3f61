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
});
