/**
 * The admin's catalogue import page (issue 11) on a phone (375 px): download the catalogue, upload a file with
 * mistakes (problems listed by row, nothing to apply), then a corrected file (summary, Apply), and the store shows
 * the new stock.
 */
import fs from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { demoOwnerToken, signInAdmin } from './admin-session.ts';
import { expect, open, test } from './fixtures.ts';

test('staff import stock from a CSV on a phone: dry run, problems by row, apply', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  // The demo owner signs in on a context of its own (its session cookie would make the page's API calls cross-site).
  await demoOwnerToken(request);
  await signInAdmin(page, 'staff');
  await open(page, '/admin/products/import');
  await expect(page.getByRole('heading', { name: 'Import and export products' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download catalogue (CSV)' }).click();
  const file = await fs.readFile((await (await download).path())!);
  expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, first] = parse(file, { bom: true }) as string[][];
  expect(header!.slice(0, 3)).toEqual(['slug', 'name', 'brand']);
  const col = (name: string) => header!.indexOf(name);
  const slug = first![col('slug')]!;
  const sku = first![col('sku')]!;
  const size = first![col('size')]!;

  const input = page.getByLabel('CSV file');
  await input.setInputFiles({
    name: 'mistakes.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`sku,stock\n${sku},-3\n${sku},4\n`),
  });
  const problems = page.getByRole('table', { name: 'Problems found in the file, by row' });
  await expect(problems).toContainText('Stock cannot be negative');
  await expect(problems).toContainText(`Duplicate SKU: ${sku} is also on row 2.`);
  await expect(page.getByRole('button', { name: 'Apply the changes' })).toHaveCount(0);

  await input.setInputFiles({ name: 'stock.csv', mimeType: 'text/csv', buffer: Buffer.from(`sku,stock\n${sku},77\n`) });
  await expect(page.getByText("1 size's stock to change")).toBeVisible();
  await page.getByRole('button', { name: 'Apply the changes' }).click();
  await expect(page.getByText(/Imported in [\d.]+ s: 0 products created, 1 product updated/)).toBeVisible();

  const product = await (await page.request.get(`/api/products/slug/${slug}`)).json();
  const variants = product.data.data.variants as Array<{ size: string; stock: number }>;
  expect(variants.find((v) => v.size === size)?.stock).toBe(77);
});
