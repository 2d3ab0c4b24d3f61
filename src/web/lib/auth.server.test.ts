import { describe, expect, it } from 'vitest';
import { loginRedirectPath } from './auth.server.ts';

describe('loginRedirectPath', () => {
  it('carries the origin path and query', () => {
    expect(loginRedirectPath(new Request('http://shop.test/profile/orders'))).toBe(
      '/login?redirect=%2Fprofile%2Forders',
    );
    expect(loginRedirectPath(new Request('http://shop.test/checkout/address?step=2'))).toBe(
      '/login?redirect=%2Fcheckout%2Faddress%3Fstep%3D2',
    );
  });

  it('drops the details of client-navigation data requests', () => {
    expect(loginRedirectPath(new Request('http://shop.test/profile/orders.data?_routes=root%2Cx'))).toBe(
      '/login?redirect=%2Fprofile%2Forders',
    );
    expect(loginRedirectPath(new Request('http://shop.test/_.data?_routes=root&a=1'))).toBe(
      '/login?redirect=%2F%3Fa%3D1',
    );
  });
});
