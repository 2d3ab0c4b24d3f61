/** A shopper talking to a spawned store process over HTTP (process-level tests): sign up, place an order. */
import { expect } from 'vitest';

/** Signs up over HTTP and answers the bearer token. */
export async function signUpOverHttp(base: string, who: { name: string; email: string }): Promise<string> {
  const res = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      ...who,
      phone: '9876543210',
      password: 'secret123',
      confirmPassword: 'secret123',
    }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { authToken: string }).authToken;
}

/** Places a cash-on-delivery order of one piece of `size` to a Bengaluru address; answers the response. */
export function placeCodOrder(base: string, token: string, item: { product: string; size: string }) {
  return fetch(`${base}/api/orders/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      items: [{ ...item, quantity: 1, price: 1 }],
      shippingAddress: {
        street: '9 Residency Road',
        city: 'Bengaluru',
        state: 'Karnataka',
        pincode: '560025',
        country: 'India',
      },
      paymentMethod: 'cod',
      totalAmount: 1,
    }),
  });
}
