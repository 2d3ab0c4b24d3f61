/**
 * For one test file: a fresh database holding the catalogue fixture, and an app over it, made in beforeAll and
 * dropped in afterAll. `const c = catalogApp();` then `c.a.app.inject(...)`, `c.t.db`, `c.fx.productIds`.
 */
import { afterAll, beforeAll } from 'vitest';
import { testApp, type TestApp } from './app.ts';
import { insertCatalogFixture, type Fixture } from './catalog-fixture.ts';
import { testDatabase, type TestDatabase } from './db.ts';

export type CatalogApp = { t: TestDatabase; a: TestApp; fx: Fixture };

export function catalogApp(): CatalogApp {
  const c = {} as CatalogApp;
  beforeAll(async () => {
    c.t = await testDatabase();
    c.fx = await insertCatalogFixture(c.t.db);
    c.a = await testApp(c.t.db);
  });
  afterAll(async () => {
    await c.a.close();
    await c.t.drop();
  });
  return c;
}
