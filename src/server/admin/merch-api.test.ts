/**
 * Merchandising in the admin: image upload (re-encoded WebP in every width, non-images refused), banners, offer
 * banners and stories (create, edit, switch off, order, delete) shown at once by the store's own calls, collections
 * with their products in order, categories in the menus; deleting what is still referred to is refused with a
 * clear message; every change audited; staff may do all of it.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, type TestAdmin } from '../../../tests/support/admins.ts';
import { testApp, type TestApp } from '../../../tests/support/app.ts';
import { insertCatalogFixture, type Fixture } from '../../../tests/support/catalog-fixture.ts';
import { testDatabase, type TestDatabase } from '../../../tests/support/db.ts';
import { multipart } from '../../../tests/support/multipart.ts';
import { UPLOAD_AN_IMAGE, LINK_MESSAGE } from '../../shop/admin/merch.ts';
import { IMAGE_WIDTHS, imageFile } from '../../shop/images.ts';
import { NOT_AN_IMAGE } from '../reviews/images.ts';
import { CATEGORY_SLUG_TAKEN } from '../catalog/category-admin.ts';
import { IMAGE_MISSING } from '../merch/merch-admin.ts';

let t: TestDatabase;
let a: TestApp;
let fx: Fixture;
let staff: TestAdmin;

beforeAll(async () => {
  t = await testDatabase();
  fx = await insertCatalogFixture(t.db);
  a = await testApp(t.db, { AUTH_RATE_LIMIT_PER_MIN: '10000' });
  staff = await createAdmin(a.app, a.services, 'staff');
});
afterAll(async () => {
  await a?.close();
  await t?.drop();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  a.app.inject({
    method,
    url,
    headers: { ...staff.auth, origin: 'http://localhost' },
    ...(payload ? { payload } : {}),
  });

async function upload(folder: string, data: Buffer) {
  const body = await multipart({}, { name: 'photo.png', type: 'image/png', data });
  return a.app.inject({
    method: 'POST',
    url: `/api/admin/merch/images?folder=${folder}`,
    headers: { ...staff.auth, origin: 'http://localhost', 'content-type': body.contentType },
    payload: body.payload,
  });
}

const png = (r: number) =>
  sharp({ create: { width: 1600, height: 900, channels: 3, background: { r, g: 80, b: 120 } } })
    .png()
    .toBuffer();

const publicList = async (url: string) =>
  (await a.app.inject({ method: 'GET', url })).json().data.data as Array<{
    _id: string;
    title: string;
    image: string;
  }>;

const audits = async (entity: string) => (await a.services.audit.list({ entity })).entries;

let bannerImage: string;

describe('image upload', () => {
  it('re-encodes an upload to WebP in every width the store asks for, under its folder', async () => {
    const res = await upload('banners', await png(200));
    expect(res.statusCode, res.body).toBe(201);
    const { key, url } = res.json();
    expect(key).toMatch(/^banners\/[0-9a-f]{24}$/);
    expect(url).toBe(`/uploads/${key}-720.webp`);
    for (const width of IMAGE_WIDTHS) expect(await a.storage.exists(imageFile(key, width))).toBe(true);
    const served = await a.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    bannerImage = key;
  });

  it('refuses what is not an image (422) and an unknown folder (400)', async () => {
    const res = await upload('banners', Buffer.from('not a picture at all'));
    expect(res.statusCode).toBe(422);
    expect(res.json().fields).toEqual({ image: NOT_AN_IMAGE });
    expect((await upload('../etc', await png(10))).statusCode).toBe(400);
  });
});

describe('banners, offer banners and stories', () => {
  let bannerId: string;

  it('a new active banner is on the store at once, last; audited', async () => {
    const before = await publicList('/api/banners');
    const res = await call('POST', '/api/admin/merch/banners', {
      title: 'Monsoon Sale',
      subtitle: 'Up to 40% off',
      image: bannerImage,
      link: '/shop?sort=discount',
      isActive: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    bannerId = res.json().item.id;
    const after = await publicList('/api/banners');
    expect(after.map((b) => b._id)).toEqual([...before.map((b) => b._id), bannerId]);
    expect(after.at(-1)).toMatchObject({ title: 'Monsoon Sale', image: `/uploads/${bannerImage}-1080.webp` });
    const [entry] = await audits('banner');
    expect(entry).toMatchObject({ action: 'banner.create', entityId: bannerId, actorEmail: staff.email });
  });

  it('answers each bad field with its message; an image that was never uploaded is refused', async () => {
    const res = await call('POST', '/api/admin/merch/banners', { title: '', image: 'x', link: 'javascript:alert(1)' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ title: 'Title is required', image: UPLOAD_AN_IMAGE, link: LINK_MESSAGE });
    const missing = await call('POST', '/api/admin/merch/banners', {
      title: 'Ghost',
      image: 'banners/0123456789abcdef01234567',
      link: '/shop',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ image: IMAGE_MISSING });
  });

  it('edits, orders and switches off a banner; the store follows each change', async () => {
    const second = await call('POST', '/api/admin/merch/banners', {
      title: 'Second',
      image: bannerImage,
      link: '/shop',
    });
    const secondId = second.json().item.id;
    const put = await call('PUT', `/api/admin/merch/banners/${bannerId}`, {
      title: 'Monsoon Sale: last days',
      subtitle: '',
      image: bannerImage,
      link: '/shop',
      isActive: true,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await audits('banner')).find((e) => e.action === 'banner.update')!.changes).toEqual({
      title: { before: 'Monsoon Sale', after: 'Monsoon Sale: last days' },
      subtitle: { before: 'Up to 40% off', after: '' },
      link: { before: '/shop?sort=discount', after: '/shop' },
    });

    // The admin list holds every banner (the inactive too); the new order puts the two new ones first.
    const all = (await call('GET', '/api/admin/merch/banners')).json().items.map((i: { id: string }) => i.id);
    const order = [secondId, bannerId, ...all.filter((id: string) => id !== secondId && id !== bannerId)];
    const reorder = await call('PUT', '/api/admin/merch/banners/order', { ids: order });
    expect(reorder.statusCode, reorder.body).toBe(200);
    const live = (await publicList('/api/banners')).map((b) => b._id);
    expect(live.slice(0, 2)).toEqual([secondId, bannerId]);
    // An order that misses an item is refused (the list changed meanwhile).
    expect((await call('PUT', '/api/admin/merch/banners/order', { ids: [bannerId] })).statusCode).toBe(409);

    const off = await call('PATCH', `/api/admin/merch/banners/${bannerId}/status`, { isActive: false });
    expect(off.statusCode).toBe(200);
    expect((await publicList('/api/banners')).map((b) => b._id)).toEqual(live.filter((id) => id !== bannerId));
    expect((await call('GET', '/api/admin/merch/banners')).json().items).toHaveLength(all.length);

    const del = await call('DELETE', `/api/admin/merch/banners/${secondId}`);
    expect(del.statusCode).toBe(200);
    expect((await publicList('/api/banners')).map((b) => b._id)).not.toContain(secondId);
    expect((await audits('banner')).map((e) => e.action)).toEqual(
      expect.arrayContaining(['banner.reorder', 'banner.deactivate', 'banner.delete']),
    );
    expect((await call('DELETE', `/api/admin/merch/banners/${secondId}`)).statusCode).toBe(404);
  });

  it('a story links a product; switched off, it leaves the store at once', async () => {
    const image = (await upload('stories', await png(90))).json().key;
    const dress = fx.productIds['Floral Tiered Maxi Dress']!;
    const res = await call('POST', '/api/admin/merch/stories', {
      title: 'How to style a maxi',
      image,
      video: '',
      productId: dress,
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().item.id;
    const live = (await a.app.inject({ method: 'GET', url: '/api/stories' })).json().data.data;
    expect(live.at(-1)).toEqual(
      expect.objectContaining({ _id: id, products: expect.objectContaining({ _id: dress }) }),
    );

    await call('PATCH', `/api/admin/merch/stories/${id}/status`, { isActive: false });
    expect((await publicList('/api/stories')).map((s) => s._id)).toEqual(
      live.slice(0, -1).map((s: { _id: string }) => s._id),
    );

    const bad = await call('POST', '/api/admin/merch/stories', {
      image,
      productId: '00000000-0000-4000-8000-000000000000',
      video: 'ftp://x',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ video: 'Enter a video address (https://… or /uploads/…), or leave it empty' });
  });

  it('offer banners: created inactive stay off the store until switched on', async () => {
    const image = (await upload('offerbanners', await png(30))).json().key;
    const res = await call('POST', '/api/admin/merch/offer-banners', {
      title: '',
      image,
      link: '/shop',
      isActive: false,
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().item.id;
    expect((await publicList('/api/offerBanners')).map((o) => o._id)).not.toContain(id);
    await call('PATCH', `/api/admin/merch/offer-banners/${id}/status`, { isActive: true });
    expect((await publicList('/api/offerBanners')).map((o) => o._id).at(-1)).toBe(id);
  });
});

describe('collections', () => {
  it('creates a collection with products in order; the store shows them in that order', async () => {
    const image = (await upload('collections', await png(60))).json().key;
    const ids = [fx.productIds['Indigo Block-Print Cotton Kurta']!, fx.productIds['Floral Tiered Maxi Dress']!];
    const res = await call('POST', '/api/admin/merch/collections', {
      name: 'Weekend Edit',
      slug: 'weekend-edit',
      description: 'Easy pieces',
      image,
      productIds: ids,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { collection } = res.json();
    expect(collection.products.map((p: { id: string }) => p.id)).toEqual(ids);
    const onStore = await a.services.catalog.getCollection(collection.id);
    expect(onStore.products.map((p) => p._id)).toEqual(ids);

    const reversed = await call('PUT', `/api/admin/merch/collections/${collection.id}`, {
      name: 'Weekend Edit',
      slug: 'weekend-edit',
      description: 'Easy pieces',
      image,
      productIds: [...ids].reverse(),
    });
    expect(reversed.statusCode, reversed.body).toBe(200);
    expect((await a.services.catalog.getCollection(collection.id)).products.map((p) => p._id)).toEqual(
      [...ids].reverse(),
    );
    const update = (await audits('collection')).find((e) => e.action === 'collection.update')!;
    expect(update.changes).toEqual({ productIds: { before: ids, after: [...ids].reverse() } });

    const dup = await call('POST', '/api/admin/merch/collections', {
      name: 'Again',
      slug: 'weekend-edit',
      image,
      productIds: [ids[0], ids[0]],
    });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().fields).toEqual({ productIds: 'A product is in the list twice' });

    const search = await call('GET', '/api/admin/merch/products?q=maxi');
    expect(search.json().products.map((p: { name: string }) => p.name)).toContain('Floral Tiered Maxi Dress');
  });

  it('a collection a banner links to is not deleted (409 naming the banner); switched off it leaves the store', async () => {
    const { collections } = (await call('GET', '/api/admin/merch/collections')).json();
    const target = collections.find((c: { slug: string }) => c.slug === 'weekend-edit');
    expect(target.productCount).toBe(2);
    await call('POST', '/api/admin/merch/banners', {
      title: 'Weekend banner',
      image: bannerImage,
      link: `/collections/${target.id}`,
    });
    const del = await call('DELETE', `/api/admin/merch/collections/${target.id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json()).toMatchObject({ reason: 'in_use' });
    expect(del.json().message).toContain('Weekend banner');

    await call('PATCH', `/api/admin/merch/collections/${target.id}/status`, { isActive: false });
    expect((await a.services.catalog.listCollections()).map((c) => c._id)).not.toContain(target.id);
    await expect(a.services.catalog.getCollection(target.id)).rejects.toThrow('Collection not found.');

    // The fixture's own collection has no banner: it can go.
    expect((await call('DELETE', `/api/admin/merch/collections/${fx.collectionId}`)).statusCode).toBe(200);
    expect((await audits('collection')).map((e) => e.action)).toContain('collection.delete');
  });
});

describe('categories', () => {
  it('adds a category to the menu, refuses a taken slug, and refuses deleting one that has products', async () => {
    const res = await call('POST', '/api/admin/merch/categories', {
      name: 'Co-ord Sets',
      slug: 'co-ord-sets',
      gender: 'women',
    });
    expect(res.statusCode, res.body).toBe(201);
    const menu = await a.services.catalog.listCategories();
    expect(menu.filter((c) => c.gender === 'women').at(-1)).toMatchObject({ name: 'Co-ord Sets' });

    const taken = await call('POST', '/api/admin/merch/categories', {
      name: 'Again',
      slug: 'Co-ord-Sets',
      gender: 'women',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields).toEqual({ slug: CATEGORY_SLUG_TAKEN });

    const { categories } = (await call('GET', '/api/admin/merch/categories')).json();
    const kurtas = categories.find(
      (c: { slug: string; productCount: number }) => c.slug === 'kurtas' && c.productCount > 0,
    );
    expect(kurtas.productCount).toBeGreaterThan(0);
    const refused = await call('DELETE', `/api/admin/merch/categories/${kurtas.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/products? (is|are) in Kurtas\. Move/);

    const women = categories.filter((c: { gender: string }) => c.gender === 'women').map((c: { id: string }) => c.id);
    const order = [...women].reverse();
    const reorder = await call('PUT', '/api/admin/merch/categories/order', { gender: 'women', ids: order });
    expect(reorder.statusCode, reorder.body).toBe(200);
    const menuAfter = (await a.services.catalog.listCategories()).filter((c) => c.gender === 'women');
    expect(menuAfter.map((c) => c._id)).toEqual(order);

    expect((await call('DELETE', `/api/admin/merch/categories/${res.json().category.id}`)).statusCode).toBe(200);
    expect((await audits('category')).map((e) => e.action)).toEqual(
      expect.arrayContaining(['category.create', 'category.reorder', 'category.delete']),
    );
  });
});
