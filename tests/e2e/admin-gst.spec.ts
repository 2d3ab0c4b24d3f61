/**
 * The GST page (issue 12) on a phone (375 px): the owner sees the seeded apparel rules (HSN 61, 62, 63 from
 * 22 September 2025: 5% up to ₹2,500 a piece, 18% above) and downloads this month's B2CS table for GSTR-1.
 */
import fs from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { demoOwnerToken, signInAdmin } from './admin-session.ts';
import { expect, open, test } from './fixtures.ts';

test('the owner sees the GST rules and downloads the B2CS export', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await demoOwnerToken(request);
  await signInAdmin(page, 'owner');
  await open(page, '/admin/gst');
  await expect(page.getByRole('heading', { name: 'GST', exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  const rules = page.getByRole('table', { name: 'GST rules' });
  for (const prefix of ['61', '62', '63']) {
    const row = rules.getByRole('row').filter({ hasText: new RegExp(`^${prefix}22 Sept 2025`) });
    await expect(row).toContainText('₹2,500 a piece5%, 18% above');
  }
  await expect(page.getByRole('form', { name: 'Add a rule' })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'B2CS (table 7)' }).click();
  const file = await fs.readFile((await (await download).path())!);
  expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, ...rows] = parse(file, { bom: true }) as string[][];
  expect(header).toEqual([
    'Type',
    'Place Of Supply',
    'Rate',
    'Applicable % of Tax Rate',
    'Taxable Value',
    'Cess Amount',
    'E-Commerce GSTIN',
  ]);
  for (const row of rows) expect(row[0]).toBe('OE');
});
