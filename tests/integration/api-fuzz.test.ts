/**
 * Property-based fuzzing of the whole JSON API (fast-check): the operations are read from the app's own OpenAPI
 * document, and every operation gets hostile path parameters, query strings, headers and bodies (NUL bytes, lone
 * surrogates, huge strings, wrong types, `__proto__` keys, deeply nested JSON, fractional and huge numbers, path
 * traversal, malformed percent-encoding, wrong content types), once anonymously and once with a signed-in
 * customer's Bearer token. Every answer must be below 500, arrive within a time bound, and be the documented error
 * envelope (`errorBodySchema`) whenever it is a 4xx. Besides the random requests, a sweep puts a NUL byte and a lone
 * surrogate into each parameter and body value of an otherwise valid request, so no field is left to chance.
 *
 * The seed is fixed (and derived per operation), so a failure reproduces. Requests come from `fc.sample` rather than
 * `fc.assert`: every failing request is reported as sent (not only the first one, shrunk), with a count.
 *
 * Bounded: RUNS random requests per operation and caller plus the sweep, about 3,400 requests in all; the file
 * takes about 8 s on two cores. Nothing is skipped: the webhook (unsigned requests must be refused) and the sandbox
 * endpoints (the test app runs the payment sandbox) are reachable and fuzzed like the rest.
 */
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, type Customer } from '../support/accounts-fixture.ts';
import { testApp, type TestApp } from '../support/app.ts';
import { insertCatalogFixture, type Fixture } from '../support/catalog-fixture.ts';
import { testDatabase, type TestDatabase } from '../support/db.ts';
import { productVariants } from '../../src/server/catalog/tables.ts';
import { errorBodySchema } from '../../src/shop/api-errors.ts';

/** Fixed, so a failure reproduces; FUZZ_SEED and FUZZ_RUNS explore further (e.g. FUZZ_SEED=7 FUZZ_RUNS=200). */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);
/** Requests per operation and caller. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
/** No single request may take longer (argon2 sign-ups are the slowest legitimate answers, ~0.1 s). */
const REQUEST_TIME_LIMIT_MS = 5_000;

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
  minimum?: number;
  default?: unknown;
};
type Parameter = { name: string; in: 'path' | 'query' | 'header'; schema?: JsonSchema };
type Operation = { method: string; path: string; parameters: Parameter[]; body: JsonSchema | null };
type FuzzRequest = {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
};

let t: TestDatabase;
let a: TestApp;
let fx: Fixture;
let customer: Customer;
const known = { productId: '', productSlug: '', addressId: '', orderId: '' };

beforeAll(async () => {
  t = await testDatabase();
  fx = await insertCatalogFixture(t.db);
  a = await testApp(t.db, { AUTH_RATE_LIMIT_PER_MIN: '100000' });
  customer = await signUp(a.app);
  known.productId = fx.productIds['Indigo Block-Print Cotton Kurta']!;
  // Enough stock that fuzzed orders which pass validation reach the order insert (not an out-of-stock refusal).
  await t.db.update(productVariants).set({ stock: 100_000 }).where(eq(productVariants.productId, known.productId));
  const product = await a.app.inject({ method: 'GET', url: `/api/products?limit=1` });
  known.productSlug = product.json().data.products[0].slug;
  const address = await a.app.inject({
    method: 'POST',
    url: '/api/customer/addresses',
    headers: bearer(customer.token),
    payload: plausibleAddress,
  });
  known.addressId = address.json()._id;
  const order = await a.app.inject({
    method: 'POST',
    url: '/api/orders/create',
    headers: bearer(customer.token),
    payload: {
      items: [{ product: known.productId, size: 'S', quantity: 1 }],
      shippingAddress: plausibleAddress,
      paymentMethod: 'cod',
    },
  });
  known.orderId = order.json().order?._id ?? crypto.randomUUID();
});
afterAll(async () => {
  await a?.close();
  await t?.drop();
});

// ------------------------------------------------------------------------------------------------ plausible input

const plausibleAddress = {
  fullName: 'Fuzz Tester',
  phone: '9876543210',
  street: '12 MG Road',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411001',
  country: 'India',
};

/** Values that pass validation, by field name, so hostile values also reach the services (not only the schemas). */
function plausibleString(name: string, schema: JsonSchema): string {
  const byName: Record<string, string> = {
    email: 'fuzz@example.com',
    password: 'secret123',
    confirmPassword: 'secret123',
    currentPassword: 'secret123',
    newPassword: 'secret123',
    phone: '9876543210',
    mobileNumber: '9876543210',
    pincode: '411001',
    state: 'Maharashtra',
    city: 'Pune',
    country: 'India',
    street: '12 MG Road',
    address: '12 MG Road',
    size: 'S',
    product: known.productId,
    productId: known.productId,
    addressId: known.addressId,
    orderId: known.orderId,
    slug: known.productSlug,
    couponCode: 'BINDASS10',
    review: 'Lovely fabric and fit.',
    comment: 'Where is my parcel?',
  };
  if (byName[name] !== undefined) return byName[name];
  if (schema.format === 'uuid') return known.productId;
  return 'Fuzz text';
}

/** Optional fields left out of valid bodies: a saved address (it may be deleted by then) would win over the inline one. */
const LEFT_OUT = new Set(['addressId']);

function plausible(schema: JsonSchema | undefined, name = ''): unknown {
  if (!schema) return 'Fuzz text';
  if (schema.enum?.length) return schema.enum[0];
  const option = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (option) return plausible(option, name);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'boolean':
      return false;
    case 'integer':
    case 'number':
      return name === 'rating' ? 5 : Math.max(schema.minimum ?? 1, 1);
    case 'array':
      return [plausible(schema.items, name)];
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([key]) => !LEFT_OUT.has(key))
          .map(([key, value]) => [key, plausible(value, key)]),
      );
    default:
      return plausibleString(name, schema);
  }
}

/** Every path to a value inside `value` ('' is the whole value), e.g. 'items.0.quantity'. */
function pathsOf(value: unknown, at: string[] = []): string[][] {
  const here = [at];
  if (value !== null && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) here.push(...pathsOf(v, [...at, key]));
  }
  return here;
}

function valueAt(root: unknown, path: string[]): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], root);
}

/** `root` with the value at `path` replaced (copies only along the path: values may be nested thousands deep). */
function setAt(root: unknown, path: string[], value: unknown): unknown {
  if (path.length === 0) return value;
  // An earlier change replaced a parent with a value that has no such child: keep that change.
  if (root === null || typeof root !== 'object') return root;
  const [key, ...rest] = path as [string, ...string[]];
  const copy = (Array.isArray(root) ? [...root] : { ...root }) as Record<string, unknown>;
  copy[key] = setAt(copy[key], rest, value);
  return copy;
}

// ------------------------------------------------------------------------------------------------ hostile values

const nestedArray = (depth: number): unknown => {
  let v: unknown = 'deep';
  for (let i = 0; i < depth; i++) v = [v];
  return v;
};

const specialStrings = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  '\udc00\ud800',
  '',
  ' ',
  '../../../../etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  '/etc/passwd%00.jpg',
  '<script>alert(1)</script>',
  "' OR '1'='1' --",
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  'toString',
  '\u202eevil',
  '\ufeff',
  '🧵🪡',
  'NaN',
  'Infinity',
  '-0',
  '1e308',
  '0x1A',
  'null',
];

const hostileText = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...specialStrings) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  {
    weight: 2,
    arbitrary: fc.string({
      unit: fc.constantFrom('\u0000', '\ud800', '\udfff', 'a', '/', '.', '%', '\\'),
      maxLength: 20,
    }),
  },
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 400_000 }).map((n) => 'x'.repeat(n)) },
);

const hostileNumber = fc.oneof(
  fc.constantFrom(1.5, -1, 0, -0, 0.1, 1e-9, 2 ** 31, 2 ** 53 + 2, 1e21, 1e308, -1e308),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

const wrongType = fc.constantFrom<unknown>(null, true, false, [], {}, [null], { $gt: '' }, ['a', 'b'], {
  toString: 'x',
});

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileText },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 2, arbitrary: wrongType },
  { weight: 1, arbitrary: fc.integer({ min: 10, max: 3_000 }).map(nestedArray) },
);

/** Characters inserted into an otherwise valid value, so that it passes validation and reaches the services. */
const insertion = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('\u0000', '\ud800', '\udfff', '\udbff\u0000') },
  { weight: 1, arbitrary: fc.constantFrom("'", '"', '\\', '%00', '\u202e', '\ufffd', '🧵', 'x'.repeat(5_000)) },
);

/** `text` with a hostile character sequence inserted somewhere. */
const spliced = (text: string, encode: (s: string) => string = (s) => s) =>
  fc
    .tuple(fc.nat({ max: text.length }), insertion)
    .map(([i, ins]) => encode(text.slice(0, i)) + encode(ins) + encode(text.slice(i)));

/** A hostile replacement for one value of a valid body: anything, or the value itself with a character spliced in. */
const hostileFor = (value: unknown): fc.Arbitrary<unknown> =>
  typeof value === 'string'
    ? fc.oneof({ weight: 1, arbitrary: hostileValue }, { weight: 2, arbitrary: spliced(value) })
    : hostileValue;

/** Whole bodies that are not what any route expects. */
const rawBodies: Array<[contentType: string, body: string]> = [
  ['application/json', '['.repeat(100_000) + ']'.repeat(100_000)],
  ['application/json', '{"a":'.repeat(50_000) + '1' + '}'.repeat(50_000)],
  ['application/json', '{"__proto__":{"polluted":true}}'],
  ['application/json', '{"constructor":{"prototype":{"polluted":true}}}'],
  ['application/json', '{"a":"\\u0000"}'],
  ['application/json', '{"a":"\\ud800"}'],
  ['application/json', '"\\udc00"'],
  ['application/json', '{"quantity":1e400,"rating":-1e400}'],
  ['application/json', '{'],
  ['application/json', ''],
  ['application/json', 'null'],
  ['application/json', '[]'],
  ['application/json', '"text"'],
  ['application/json; charset=utf-16', '{"a":1}'],
  ['text/plain', 'hello'],
  ['application/x-www-form-urlencoded', 'email=a%00b&password=x&__proto__[polluted]=1'],
  ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="rating"\r\n\r\n5\r\n--x'],
  ['multipart/form-data', 'garbage'],
  [
    'multipart/form-data; boundary=x',
    '--x\r\nContent-Disposition: form-data; name="rating"\r\n\r\n5\r\n' +
      '--x\r\nContent-Disposition: form-data; name="review"\r\n\r\nNice \u0000 fabric\r\n--x--\r\n',
  ],
  ['application/octet-stream', '\u0000\u0001\u0002'],
  ['application/json', `{"review":"${'x'.repeat(1_100_000)}"}`],
];

/** Percent-encodes text for a URL; a lone surrogate becomes the bytes a careless encoder would send (CESU-8). */
function encodeForUrl(s: string): string {
  let out = '';
  for (const ch of s) {
    const code = ch.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    } else out += encodeURIComponent(ch);
  }
  return out;
}

/** Inserted into URLs as they are: malformed escapes, traversal, encoded NUL and surrogates. */
const rawUrlFragments = [
  '%00',
  '%',
  '%zz',
  '%ED%A0%80',
  '%C0%AE%C0%AE%2F',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '%2e%2e/%2e%2e/',
  '..',
  '%2500',
  '%E2%80%AE',
  '%F0%9F%A7%B5',
  'a'.repeat(5_000),
];

const hostileUrlValue = fc.oneof(
  { weight: 3, arbitrary: hostileText.filter((s) => s.length < 20_000).map(encodeForUrl) },
  { weight: 2, arbitrary: fc.constantFrom(...rawUrlFragments) },
  { weight: 1, arbitrary: hostileNumber.map(String) },
);

/** Numbers as a query string carries them: fractions, exponents, out of range, not quite numbers. */
const numericText = fc.constantFrom(
  '1.5',
  '0.5',
  '99.99',
  '1e-7',
  '1e400',
  '-1',
  '-0',
  '0x10',
  'Infinity',
  'NaN',
  '%201%20',
);

const extraQuery = [
  '__proto__[polluted]=1',
  'constructor[prototype][polluted]=1',
  'page=1&page=2',
  'a%00=1',
  'q[]=x&q[]=y',
  '&&&===',
  Array.from({ length: 1_000 }, (_, i) => `k${i}=${i}`).join('&'),
];

// ------------------------------------------------------------------------------------------------ requests

/** The review route reads its body itself (multipart or JSON), so the document shows no JSON schema for it. */
const UNDOCUMENTED_BODIES: Record<string, JsonSchema> = {
  'POST /api/ratings/{productId}': {
    type: 'object',
    properties: { rating: { type: 'integer' }, review: { type: 'string' } },
  },
};

function operationsOf(doc: { paths: Record<string, Record<string, Record<string, unknown>>> }): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const content = (op.requestBody as { content?: Record<string, { schema?: JsonSchema }> } | undefined)?.content;
      ops.push({
        method: method.toUpperCase(),
        path,
        parameters: (op.parameters as Parameter[] | undefined) ?? [],
        body: content?.['application/json']?.schema ?? UNDOCUMENTED_BODIES[`${method.toUpperCase()} ${path}`] ?? null,
      });
    }
  }
  // Logging out ends the customer's session: last.
  return ops.sort((x, y) => Number(x.path.endsWith('/logout')) - Number(y.path.endsWith('/logout')));
}

function requestArbitrary(op: Operation, token: string | null): fc.Arbitrary<FuzzRequest> {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const goodPath = (name: string) =>
    fc.constantFrom(
      ...(name === 'slug'
        ? [known.productSlug]
        : name === '*'
          ? ['nope']
          : [known.productId, known.addressId, known.orderId, '00000000-0000-4000-8000-000000000000']),
    );
  const path = fc.tuple(
    ...pathParams.map((p) =>
      fc.oneof(
        { weight: 1, arbitrary: goodPath(p.name) },
        { weight: 1, arbitrary: goodPath(p.name).chain((v) => spliced(v, encodeForUrl)) },
        { weight: 1, arbitrary: hostileUrlValue },
      ),
    ),
  );
  // Mostly plausible values (so the request gets past validation into the services), one or two of them hostile.
  const query = fc.tuple(
    fc.tuple(
      ...queryParams.map((p) => fc.option(fc.constant(encodeForUrl(String(plausible(p.schema, p.name)))), { freq: 2 })),
    ),
    queryParams.length === 0
      ? fc.constant([])
      : fc.array(
          fc.nat({ max: queryParams.length - 1 }).chain((i) => {
            const p = queryParams[i]!;
            const value = String(plausible(p.schema, p.name));
            return fc.tuple(fc.constant(i), fc.oneof(hostileUrlValue, spliced(value, encodeForUrl), numericText));
          }),
          { maxLength: 2 },
        ),
    fc.oneof({ weight: 3, arbitrary: fc.constant([]) }, { weight: 1, arbitrary: fc.subarray(extraQuery) }),
  );
  const idempotencyKey = op.parameters.some((p) => p.in === 'header' && p.name === 'idempotency-key')
    ? fc.option(fc.constantFrom('fuzz-key-0001', 'k', 'k'.repeat(5_000), '🔑🔑🔑🔑🔑🔑🔑🔑'.normalize()))
    : fc.constant(null);
  const base = plausible(op.body ?? { type: 'object', properties: {} });
  const change = fc
    .constantFrom(...pathsOf(base))
    .chain((at) => fc.tuple(fc.constant(at), hostileFor(valueAt(base, at))));
  const jsonBody = fc
    .tuple(
      fc.oneof(
        { weight: 1, arbitrary: fc.constant([]) },
        { weight: 4, arbitrary: fc.array(change, { minLength: 1, maxLength: 1 }) },
        { weight: 1, arbitrary: fc.array(change, { minLength: 2, maxLength: 3 }) },
      ),
      fc.oneof(
        { weight: 4, arbitrary: fc.constant('none') },
        { weight: 1, arbitrary: fc.constantFrom('proto', 'constructor', 'unknown-key') },
      ),
    )
    .map(([changes, extra]): [string, string] => {
      let body = base;
      for (const [at, value] of changes) body = setAt(body, at, value);
      let text = JSON.stringify(body) ?? 'null';
      if (text.startsWith('{') && extra !== 'none') {
        const key =
          extra === 'proto'
            ? '"__proto__":{"polluted":true}'
            : extra === 'constructor'
              ? '"constructor":{"prototype":{"polluted":true}}'
              : '"unexpected":"\\u0000"';
        text = text === '{}' ? `{${key}}` : `{${key},${text.slice(1)}`;
      }
      return ['application/json', text];
    });
  const body =
    op.method === 'GET' || op.method === 'HEAD'
      ? fc.constant(null)
      : fc.oneof(
          { weight: 5, arbitrary: jsonBody },
          { weight: 2, arbitrary: fc.constantFrom(...rawBodies) },
          { weight: 1, arbitrary: fc.constant(null) },
        );
  return fc
    .record({ path, query, idempotencyKey, body })
    .map(({ path: segments, query: q, idempotencyKey: key, body: b }) => {
      const [plain, hostile, extras] = q;
      const values: Array<string | null> = [...plain];
      for (const [i, value] of hostile) values[i] = value;
      const parts = [
        ...queryParams.flatMap((p, i) => (values[i] === null ? [] : [`${p.name}=${values[i]}`])),
        ...extras,
      ];
      return toRequest(op, token, segments, parts, key, b);
    });
}

function toRequest(
  op: Operation,
  token: string | null,
  segments: string[],
  query: string[],
  idempotencyKey: string | null,
  body: [contentType: string, text: string] | null,
): FuzzRequest {
  let url = op.path;
  op.parameters.filter((p) => p.in === 'path').forEach((p, i) => (url = url.replace(`{${p.name}}`, segments[i]!)));
  if (query.length > 0) url += `?${query.join('&')}`;
  const headers: Record<string, string> = {};
  if (token) Object.assign(headers, bearer(token));
  if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
  if (body) headers['content-type'] = body[0];
  return { method: op.method, url, headers, ...(body ? { payload: body[1] } : {}) };
}

/**
 * Besides the random requests, a sweep that leaves nothing to chance: every path parameter, query parameter and body
 * value of every operation once with a NUL byte and once with a lone surrogate inside an otherwise valid request
 * (numbers: once fractional, once huge).
 */
function sweepRequests(op: Operation, token: string | null): FuzzRequest[] {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const goodSegment = (name: string) =>
    name === 'slug'
      ? known.productSlug
      : name === '*'
        ? 'nope'
        : op.path.includes('addresses')
          ? known.addressId
          : op.path.includes('orders')
            ? known.orderId
            : known.productId;
  const segments = pathParams.map((p) => goodSegment(p.name));
  const base = op.body ? plausible(op.body) : null;
  const json = (body: unknown): [string, string] | null =>
    base === null ? null : ['application/json', JSON.stringify(body)];
  const middle = (text: string, ins: string) => text.slice(0, text.length >> 1) + ins + text.slice(text.length >> 1);
  const out: FuzzRequest[] = [];
  pathParams.forEach((_, i) => {
    for (const ins of ['\u0000', '\ud800']) {
      const hostile = segments.map((v, j) => encodeForUrl(j === i ? middle(v, ins) : v));
      out.push(toRequest(op, token, hostile, [], null, json(base)));
    }
  });
  for (const p of queryParams) {
    const value = String(plausible(p.schema, p.name));
    for (const hostile of [middle(value, '\u0000'), middle(value, '\ud800'), '1.5', '1e400']) {
      out.push(toRequest(op, token, segments, [`${p.name}=${encodeForUrl(hostile)}`], null, json(base)));
    }
  }
  if (base !== null) {
    for (const at of pathsOf(base)) {
      const value = valueAt(base, at);
      const hostile =
        typeof value === 'string'
          ? [middle(value, '\u0000'), middle(value, '\ud800')]
          : typeof value === 'number'
            ? [1.5, 1e308]
            : [];
      for (const h of hostile) out.push(toRequest(op, token, segments, [], null, json(setAt(base, at, h))));
    }
  }
  return out;
}

/** A stable seed per operation and caller, so adding a route does not change the others' requests. */
function seedOf(label: string): number {
  let h = SEED;
  for (const ch of label) h = (Math.imul(h, 31) + ch.charCodeAt(0)) | 0;
  return h;
}

const clip = (s: string, n = 160) => (s.length > n ? `${s.slice(0, n)}… (${s.length} chars)` : s);

/** Sends one request; returns its status and the problem with its answer (null when the answer is acceptable). */
async function check(req: FuzzRequest): Promise<{ status: number | null; problem: string | null }> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), REQUEST_TIME_LIMIT_MS);
  });
  const res = await Promise.race([a.app.inject({ ...req, method: req.method as 'GET' }), timedOut]).finally(() =>
    clearTimeout(timer),
  );
  if (res === 'timeout') return { status: null, problem: `no answer within ${REQUEST_TIME_LIMIT_MS} ms` };
  const ms = performance.now() - started;
  const status = res.statusCode;
  const problem = (() => {
    if (status >= 500) return `${status} ${clip(res.body)}`;
    if (status >= 400 && req.method !== 'HEAD') {
      const type = String(res.headers['content-type'] ?? '');
      if (!type.includes('application/json')) return `${status} with ${type || 'no content type'}`;
      let json: unknown;
      try {
        json = JSON.parse(res.body);
      } catch {
        return `${status} with a body that is not JSON: ${clip(res.body)}`;
      }
      if (!errorBodySchema.safeParse(json).success) return `${status} not in the error format: ${clip(res.body)}`;
    }
    return ms > REQUEST_TIME_LIMIT_MS ? `took ${Math.round(ms)} ms` : null;
  })();
  return { status, problem };
}

describe('fuzzing every operation of the OpenAPI document', () => {
  it('never answers 5xx, always answers in time, and every refusal is the documented envelope', async () => {
    const doc = (await a.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const operations = operationsOf(doc);
    expect(operations.length).toBeGreaterThan(40);

    let sent = 0;
    let fiveHundreds = 0;
    const problems: string[] = [];
    for (const op of operations) {
      for (const caller of ['anonymous', 'customer'] as const) {
        if (caller === 'customer') {
          // A fuzzed request may have ended the session (password change, logout): sign in afresh.
          const me = await a.app.inject({
            method: 'GET',
            url: '/api/customer/profile',
            headers: bearer(customer.token),
          });
          if (me.statusCode !== 200) customer = await signUp(a.app);
        }
        const label = `${op.method} ${op.path} ${caller}`;
        const token = caller === 'customer' ? customer.token : null;
        const requests = [
          ...sweepRequests(op, token),
          ...fc.sample(requestArbitrary(op, token), { seed: seedOf(label), numRuns: RUNS }),
        ];
        for (const req of requests) {
          sent += 1;
          const { status, problem } = await check(req);
          if (status !== null && status >= 500) fiveHundreds += 1;
          if (problem) {
            problems.push(
              `${label}: ${req.method} ${clip(req.url)} ${req.payload === undefined ? '' : clip(req.payload, 120)} -> ${problem}`,
            );
          }
        }
      }
    }
    console.log(
      `api fuzz: ${sent} requests over ${operations.length} operations, ${fiveHundreds} 5xx, ${problems.length} problems (seed ${SEED})`,
    );
    if (problems.length > 0) {
      const byOperation = new Map<string, number>();
      for (const problem of problems) {
        const op = problem.slice(0, problem.indexOf(':'));
        byOperation.set(op, (byOperation.get(op) ?? 0) + 1);
      }
      console.log([...byOperation].map(([op, n]) => `${n}\t${op}`).join('\n'));
    }
    expect(problems.slice(0, 30)).toEqual([]);
    // No hostile key reached Object.prototype.
    expect(Object.prototype).not.toHaveProperty('polluted');
  }, 120_000);
});
