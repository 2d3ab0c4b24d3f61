/**
 * Text the database cannot store (a NUL byte) or that is not Unicode (a lone surrogate), fractional numbers where the
 * database wants whole ones, missing uploads and over-long URLs: each is refused with a 4xx in the documented error
 * format (`errorBodySchema`, or the small HTML error page for a browser on a page path), never a 5xx.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, type Customer } from '../../../tests/support/accounts-fixture.ts';
import { testApp, type TestApp } from '../../../tests/support/app.ts';
import { insertCatalogFixture, type Fixture } from '../../../tests/support/catalog-fixture.ts';
import { testDatabase, type TestDatabase } from '../../../tests/support/db.ts';
import { errorBodySchema } from '../../shop/api-errors.ts';
import { NotFound } from '../errors.ts';
import { buildApp } from './app.ts';

let t: TestDatabase;
let a: TestApp;
let fx: Fixture;
let asha: Customer;

beforeAll(async () => {
  t = await testDatabase();
  fx = await insertCatalogFixture(t.db);
  a = await testApp(t.db, { AUTH_RATE_LIMIT_PER_MIN: '10000' }, { listen: true });
  asha = await signUp(a.app);
});
afterAll(async () => {
  await a?.close();
  await t?.drop();
});

const NUL = 'a\u0000b';
const address = (extra: object = {}) => ({
  fullName: 'Asha Verma',
  phone: '9876543210',
  street: '12 MG Road',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411001',
  country: 'India',
  ...extra,
});
const kurta = () => fx.productIds['Indigo Block-Print Cotton Kurta']!;
const cod = (extra: object) => ({
  items: [{ product: kurta(), size: 'S', quantity: 1 }],
  shippingAddress: address(),
  paymentMethod: 'cod',
  ...extra,
});

/** A 400 in the documented format. */
function expectRefused(res: { statusCode: number; headers: Record<string, unknown>; body: string }, what: string) {
  expect(res.statusCode, `${what}: ${res.body}`).toBe(400);
  expect(String(res.headers['content-type']), what).toContain('application/json');
  const parsed = errorBodySchema.safeParse(JSON.parse(res.body));
  expect(parsed.success, `${what}: ${res.body}`).toBe(true);
  return parsed.data!;
}

describe('a NUL byte or a lone surrogate in any input is a 400, never a 500', () => {
  it('in a JSON body, signed in or not', async () => {
    const auth = () => bearer(asha.token);
    const cases: Array<[string, string, object, Record<string, string>?]> = [
      ['POST', '/api/auth/login', { email: `a${NUL}@example.com`, password: 'secret123' }],
      [
        'POST',
        '/api/auth/register',
        {
          name: NUL,
          email: 'nul.name@example.com',
          phone: '9876543210',
          password: 'secret123',
          confirmPassword: 'secret123',
        },
      ],
      ['PUT', '/api/customer/profile', { name: NUL, phone: '9876543210' }, auth()],
      ['POST', '/api/customer/addresses', address({ street: NUL }), auth()],
      ['POST', '/api/contact', { name: NUL, email: 'a@example.com', subject: 'Hello', comment: 'A question' }],
      ['POST', `/api/ratings/${kurta()}`, { rating: 5, review: `Lovely ${NUL} fabric` }, auth()],
      ['POST', '/api/cart/quote', { items: [], couponCode: NUL }],
      ['POST', '/api/orders/create', cod({ couponCode: NUL }), auth()],
      ['POST', '/api/orders/create', cod({ shippingAddress: address({ street: NUL }) }), auth()],
      ['POST', '/api/orders/create', cod({ shippingAddress: address({ street: '\ud800x' }) }), auth()],
      ['POST', '/api/orders/create', cod({ shippingAddress: address({ fullName: 'x\udc00' }) }), auth()],
      [
        'POST',
        '/api/payment/verify-payment',
        { razorpay_order_id: NUL, razorpay_payment_id: 'pay_1', razorpay_signature: 'sig' },
        auth(),
      ],
      // In a key, too, and however deep.
      ['POST', '/api/cart/quote', { items: [{ product: kurta(), size: 'S', quantity: 1, [NUL]: 1 }] }],
    ];
    for (const [method, url, payload, headers] of cases) {
      const res = await a.app.inject({ method: method as 'POST', url, payload, headers });
      const body = expectRefused(res, `${method} ${url} ${JSON.stringify(payload)}`);
      expect(body.error).toBe('invalid');
    }
  });

  it('names the field, and a shipping address keeps its reason (address_invalid)', async () => {
    const res = await a.app.inject({
      method: 'POST',
      url: '/api/orders/create',
      headers: bearer(asha.token),
      payload: cod({ shippingAddress: address({ street: '\ud800x' }) }),
    });
    const body = expectRefused(res, 'lone surrogate');
    expect(body.reason).toBe('address_invalid');
    expect(Object.keys(body.fields ?? {})).toEqual(['shippingAddress.street']);

    const login = await a.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: `a${NUL}@example.com`, password: 'secret123' },
    });
    expect(expectRefused(login, 'login').reason).toBe('invalid_input');
  });

  it('in a multipart review', async () => {
    const form = new FormData();
    form.append('rating', '5');
    form.append('review', `Lovely ${NUL} fabric`);
    const response = new Response(form);
    const res = await a.app.inject({
      method: 'POST',
      url: `/api/ratings/${kurta()}`,
      headers: { ...bearer(asha.token), 'content-type': response.headers.get('content-type')! },
      payload: Buffer.from(await response.arrayBuffer()),
    });
    expectRefused(res, 'multipart review');
  });

  it('a truncated multipart review is a 400, not a 500 (found by the API fuzz test)', async () => {
    const res = await a.app.inject({
      method: 'POST',
      url: `/api/ratings/${kurta()}`,
      headers: { ...bearer(asha.token), 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="rating"\r\n\r\n5\r\n--x',
    });
    expectRefused(res, 'truncated multipart');
  });

  it('in a path or a query string', async () => {
    for (const url of [
      '/api/products/slug/a%00b',
      '/api/products?category=a%00b',
      '/api/products/search?q=a%00b',
      '/api/products/suggest?q=%00',
      '/api/blogs/a%00b',
      `/api/ratings/product/${'a%00b'}`,
      '/api/products?__proto__%5Bx%5D=%00',
    ]) {
      expectRefused(await a.app.inject({ method: 'GET', url }), url);
    }
  });
});

describe('numbers', () => {
  it('a fractional minDiscount is a 400 naming the field', async () => {
    for (const q of ['minDiscount=1.5', 'minDiscount=0.0001']) {
      const body = expectRefused(await a.app.inject({ method: 'GET', url: `/api/products?${q}` }), q);
      expect(body.fields).toHaveProperty('minDiscount');
      expectRefused(await a.app.inject({ method: 'GET', url: `/api/products/search?q=kurta&${q}` }), q);
    }
    const whole = await a.app.inject({ method: 'GET', url: '/api/products?minDiscount=30' });
    expect(whole.statusCode).toBe(200);
  });
});

describe('with the page router', () => {
  /** The app as production assembles it (the page router present); every page answers 404 here. */
  let pages: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    pages = await buildApp({
      config: a.config,
      services: a.services,
      storage: a.storage,
      web: {
        clientDir: null,
        mode: 'production',
        getBuild: async () => {
          throw new NotFound('Not found.');
        },
      },
    });
    await pages.ready();
  });
  afterAll(async () => {
    await pages?.close();
  });

  it('a NUL byte in a page path or query gives the 400 page to a browser, JSON to others', async () => {
    for (const url of ['/product/a%00b', '/category/men/a%00b', '/search?q=%00']) {
      const html = await pages.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(html.statusCode, url).toBe(400);
      expect(html.headers['content-type']).toContain('text/html');
      expect(html.body).toContain('Sorry, we could not open that page');
      expectRefused(await pages.inject({ method: 'GET', url }), url);
    }
  });

  it('a missing upload is a 404 in the error format', async () => {
    const res = await pages.inject({ method: 'GET', url: '/uploads/products/missing-720.webp' });
    expect(res.statusCode).toBe(404);
    expect(errorBodySchema.parse(res.json())).toMatchObject({ error: 'not_found', reason: 'not_found' });
  });
});

describe('URLs too long for the HTTP parser', () => {
  /** Sends a raw request line and reads the whole answer (the server closes the connection). */
  function rawGet(target: string): Promise<string> {
    const { port } = new URL(a.baseUrl!);
    return new Promise((resolve, reject) => {
      let out = '';
      const socket = net.connect(Number(port), '127.0.0.1', () => {
        socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
      });
      socket.on('data', (d) => (out += String(d)));
      socket.on('end', () => resolve(out));
      socket.on('close', () => resolve(out));
      socket.on('error', (err) => (out ? resolve(out) : reject(err)));
    });
  }

  it('answer 431 with the documented error body', async () => {
    const answer = await rawGet(`/api/products?q=${'x'.repeat(20_000)}`);
    const [head, body] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    expect(head).toContain('application/json');
    expect(errorBodySchema.parse(JSON.parse(body!))).toMatchObject({ error: 'too_large', reason: 'too_large' });
  });
});
