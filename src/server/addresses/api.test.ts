import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, cookieAuth, signUp, type Customer } from '../../../tests/support/accounts-fixture.ts';
import { testApp, type TestApp } from '../../../tests/support/app.ts';
import { testDatabase, type TestDatabase } from '../../../tests/support/db.ts';
import { INDIAN_STATES_AND_UTS } from '../../shop/india.ts';
import { addresses } from './tables.ts';

let t: TestDatabase;
let a: TestApp;

beforeAll(async () => {
  t = await testDatabase();
  a = await testApp(t.db, { AUTH_RATE_LIMIT_PER_MIN: '1000' });
});
afterAll(async () => {
  await a?.close();
  await t?.drop();
});

const home = {
  type: 'home',
  name: 'Priya Sharma',
  street: '12, 4th Cross, Indiranagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560038',
  country: 'India',
  phone: '9876543210',
};

function call(c: Customer, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return a.app.inject({ method, url, headers: bearer(c.token), ...(payload ? { payload } : {}) });
}
const list = async (c: Customer) =>
  (await call(c, 'GET', '/api/customer/addresses')).json().data as Array<Record<string, unknown>>;

describe('addresses', () => {
  it('all 28 states and 8 union territories are offered', () => {
    expect(INDIAN_STATES_AND_UTS).toHaveLength(36);
    expect(new Set(INDIAN_STATES_AND_UTS).size).toBe(36);
    for (const s of ['Maharashtra', 'Tamil Nadu', 'Delhi', 'Ladakh', 'Puducherry', 'Jammu and Kashmir']) {
      expect(INDIAN_STATES_AND_UTS).toContain(s);
    }
  });

  it('POST answers 201 with the new address in both spellings; the first one becomes the default', async () => {
    const c = await signUp(a.app);
    const res = await call(c, 'POST', '/api/customer/addresses', { ...home, isDefault: false });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      _id: expect.any(String),
      type: 'home',
      name: 'Priya Sharma',
      fullName: 'Priya Sharma',
      street: home.street,
      address: home.street,
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560038',
      country: 'India',
      phone: '9876543210',
      mobileNumber: '9876543210',
      isDefault: true,
    });
    const got = await call(c, 'GET', '/api/customer/addresses');
    expect(got.statusCode).toBe(200);
    expect(got.json()).toEqual({ success: true, data: [body] });
  });

  it('accepts the other spellings (fullName, address, mobileNumber) and fills name and phone from the account', async () => {
    const c = await signUp(a.app, { name: 'Rohan Mehta', phone: '9769034521' });
    const aliased = await call(c, 'POST', '/api/customer/addresses', {
      type: 'work',
      fullName: 'Rohan M',
      address: 'Tower B, BKC',
      city: 'Mumbai',
      state: 'maharashtra',
      pincode: '400051',
      mobileNumber: '+91 99200 12345',
    });
    expect(aliased.statusCode).toBe(201);
    expect(aliased.json()).toMatchObject({
      type: 'work',
      name: 'Rohan M',
      street: 'Tower B, BKC',
      state: 'Maharashtra',
      phone: '9920012345',
      country: 'India',
    });
    // The spec's checkout payload has no name or phone.
    const bare = await call(c, 'POST', '/api/customer/addresses', {
      type: 'other',
      street: '5 Park Street',
      city: 'Kolkata',
      state: 'West Bengal',
      pincode: '700016',
      country: 'India',
      isDefault: false,
    });
    expect(bare.json()).toMatchObject({ name: 'Rohan Mehta', phone: '9769034521', isDefault: false });
  });

  it.each([
    [{ street: '' }, 'street', 'Street is required'],
    [{ street: undefined }, 'street', 'Street is required'],
    [{ city: '  ' }, 'city', 'City is required'],
    [{ state: '' }, 'state', 'State is required'],
    [{ state: 'California' }, 'state', 'Please choose a state or union territory of India'],
    [{ pincode: '' }, 'pincode', 'Pincode is required'],
    [{ pincode: '56003' }, 'pincode', 'Pincode must be 6 digits and cannot start with 0'],
    [{ pincode: '060038' }, 'pincode', 'Pincode must be 6 digits and cannot start with 0'],
    [{ pincode: '5600388' }, 'pincode', 'Pincode must be 6 digits and cannot start with 0'],
    [{ country: 'Nepal' }, 'country', 'We deliver only within India'],
    [{ country: '' }, 'country', 'Country is required'],
    [{ type: 'office' }, 'type', 'Please choose home, work or other'],
    [{ name: '' }, 'name', 'Name is required'],
    [{ phone: '12345' }, 'phone', 'Invalid phone number'],
    [{ phone: '' }, 'phone', 'Phone number is required'],
  ])('refuses %j', async (over, field, message) => {
    const c = await signUp(a.app);
    const res = await call(c, 'POST', '/api/customer/addresses', { ...home, ...over });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: 'invalid', fields: { [field]: message } });
    expect(await list(c)).toEqual([]);
  });

  it('keeps exactly one default: a new default moves it, unticking the default keeps it, deleting it promotes another', async () => {
    const c = await signUp(a.app);
    const first = (await call(c, 'POST', '/api/customer/addresses', home)).json();
    const second = (
      await call(c, 'POST', '/api/customer/addresses', { ...home, city: 'Mysuru', isDefault: true })
    ).json();
    const third = (await call(c, 'POST', '/api/customer/addresses', { ...home, city: 'Hubballi' })).json();
    const defaults = async () => (await list(c)).filter((x) => x.isDefault).map((x) => x._id);
    expect(await defaults()).toEqual([second._id]);
    expect((await list(c))[0]!._id).toBe(second._id);

    // Edit: tick default on the first.
    const edited = await call(c, 'PUT', `/api/customer/addresses/${first._id}`, {
      ...home,
      street: 'New street',
      isDefault: true,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      _id: first._id,
      street: 'New street',
      address: 'New street',
      isDefault: true,
    });
    expect(await defaults()).toEqual([first._id]);

    // Unticking the only default leaves it the default.
    const unticked = await call(c, 'PUT', `/api/customer/addresses/${first._id}`, { ...home, isDefault: false });
    expect(unticked.json().isDefault).toBe(true);

    // Set default directly.
    const set = await call(c, 'PUT', `/api/customer/addresses/${third._id}/default`);
    expect(set.statusCode).toBe(200);
    expect(await defaults()).toEqual([third._id]);

    // Deleting the default promotes the newest remaining one.
    const del = await call(c, 'DELETE', `/api/customer/addresses/${third._id}`);
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ success: true, message: 'Address deleted successfully' });
    expect(await defaults()).toEqual([second._id]);
    expect((await list(c)).map((x) => x._id).sort()).toEqual([first._id, second._id].sort());
  });

  it('concurrent first addresses still give exactly one default', async () => {
    const c = await signUp(a.app);
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => call(c, 'POST', '/api/customer/addresses', { ...home, city: `City ${i}` })),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(6).fill(201));
    const rows = await t.db.select().from(addresses).where(eq(addresses.userId, c.id));
    expect(rows).toHaveLength(6);
    expect(rows.filter((r) => r.isDefault)).toHaveLength(1);
  });

  it("answers 404 for another customer's address, and leaves it alone", async () => {
    const owner = await signUp(a.app);
    const other = await signUp(a.app);
    const mine = (await call(owner, 'POST', '/api/customer/addresses', home)).json();
    for (const [method, url, payload] of [
      ['PUT', `/api/customer/addresses/${mine._id}`, { ...home, city: 'Stolen' }],
      ['PUT', `/api/customer/addresses/${mine._id}/default`, undefined],
      ['DELETE', `/api/customer/addresses/${mine._id}`, undefined],
      ['PUT', '/api/customer/addresses/not-a-uuid', home],
      ['DELETE', '/api/customer/addresses/00000000-0000-0000-0000-000000000000', undefined],
    ] as const) {
      const res = await call(other, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toMatchObject({ error: 'not_found', message: 'Address not found.' });
    }
    expect(await list(other)).toEqual([]);
    expect(await list(owner)).toEqual([mine]);
  });

  it('answers 401 without a session or with a bad token', async () => {
    for (const [method, url] of [
      ['GET', '/api/customer/addresses'],
      ['POST', '/api/customer/addresses'],
      ['PUT', '/api/customer/addresses/00000000-0000-0000-0000-000000000000'],
      ['DELETE', '/api/customer/addresses/00000000-0000-0000-0000-000000000000'],
    ] as const) {
      for (const headers of [{}, bearer('bad-token')]) {
        const res = await a.app.inject({ method, url, headers, ...(method === 'GET' ? {} : { payload: home }) });
        expect(res.statusCode, `${method} ${url}`).toBe(401);
      }
    }
  });

  it('a cookie-authenticated write from another site is refused', async () => {
    const c = await signUp(a.app);
    const res = await a.app.inject({
      method: 'POST',
      url: '/api/customer/addresses',
      headers: cookieAuth(c.token, 'https://evil.example'),
      payload: home,
    });
    expect(res.statusCode).toBe(403);
    expect(await list(c)).toEqual([]);
  });
});
