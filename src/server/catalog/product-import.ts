/**
 * The catalogue CSV import (issue 11, bulk). A file is checked (product-import-plan.ts) and the answer lists every
 * problem by row and column with a summary of what would change. A dry run stops there. Applying runs the same
 * check inside one transaction (the products and sizes concerned locked) and, only when nothing is wrong, writes
 * everything with a handful of set-based statements (jsonb_to_recordset), never a query per row: all or nothing.
 * Sizes that come back in stock are announced (catalog.onRestock); one audit entry for the import and one per product.
 */
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { MAX_LISTED_ERRORS, type ImportResult } from '../../shop/admin/product-csv.ts';
import type { Actor, AuditInput, AuditService } from '../audit/service.ts';
import type { Db, Tx } from '../db/client.ts';
import { Conflict, Invalid } from '../errors.ts';
import { exportCatalogueCsv, readCsvFile } from './product-csv.ts';
import { json, planImport, uuidList, type Fields, type Plan } from './product-import-plan.ts';
import type { CatalogService } from './service.ts';
import { products, productVariants } from './tables.ts';

export type ProductImportDeps = {
  db: Db;
  audit: Pick<AuditService, 'recordMany'>;
  catalog: Pick<CatalogService, 'announceRestocks'>;
  /** Whether a GST rule in force today covers an HSN code (the invoices service's rules). */
  hsnCovered: (hsn: string) => Promise<boolean>;
};

export function createProductImport(deps: ProductImportDeps) {
  const { db } = deps;

  /** Writes a checked plan in `tx`: a few set-based statements whatever the number of rows. */
  async function write(tx: Tx, plan: Plan, actor: Actor, importId: string): Promise<void> {
    const created = plan.products.filter((p) => !p.existing);
    const updated = plan.products.filter((p) => p.existing && p.changed.length > 0);
    const idOf = new Map<string, string>();
    for (const p of plan.products) if (p.existing) idOf.set(p.slug, p.existing.id);

    const row = (slug: string, f: Fields) => ({
      slug,
      name: f.name,
      brand: f.brand,
      gender: f.gender,
      category_id: f.categoryId,
      mrp_paise: f.mrpPaise,
      sale_paise: f.salePaise,
      description: f.description,
      material: f.material,
      specification: f.specification,
      featured: f.featured,
      is_active: f.isActive,
      video: f.video,
      hsn: f.hsn,
      country_of_origin: f.countryOfOrigin,
    });
    const recordType = sql`x(slug text, name text, brand text, gender text, category_id uuid, mrp_paise int,
      sale_paise int, description text, material text, specification text, featured boolean, is_active boolean,
      video text, hsn text, country_of_origin text, id uuid)`;
    if (created.length > 0) {
      const inserted = await tx.execute<{ id: string; slug: string }>(sql`
        INSERT INTO ${products} (slug, name, brand, gender, category_id, mrp_paise, sale_paise, description, material,
          specification, featured, is_active, video, hsn, country_of_origin)
        SELECT slug, name, brand, gender::gender, category_id, mrp_paise, sale_paise, description, material,
          specification, featured, is_active, video, hsn, country_of_origin
        FROM jsonb_to_recordset(${json(created.map((p) => row(p.slug, p.fields)))}) AS ${recordType}
        RETURNING id, slug`);
      for (const r of inserted.rows) idOf.set(r.slug, r.id);
    }
    if (updated.length > 0) {
      await tx.execute(sql`
        UPDATE ${products} p SET name = x.name, brand = x.brand, gender = x.gender::gender, category_id = x.category_id,
          mrp_paise = x.mrp_paise, sale_paise = x.sale_paise, description = x.description, material = x.material,
          specification = x.specification, featured = x.featured, is_active = x.is_active, video = x.video,
          hsn = x.hsn, country_of_origin = x.country_of_origin, updated_at = now(),
          -- A field changed: an editor open on this product gets the conflict message when it saves (admin-products.ts).
          version = p.version + 1
        FROM jsonb_to_recordset(${json(updated.map((p) => ({ ...row(p.slug, p.fields), id: p.existing!.id })))}) AS ${recordType}
        WHERE p.id = x.id`);
    }
    // Products whose sizes alone change are touched too, so an editor open on one sees its save conflict.
    const touched = plan.products.filter((p) => p.existing && p.changed.length === 0).map((p) => p.existing!.id);
    if (touched.length > 0) {
      await tx.execute(
        sql`UPDATE ${products} SET updated_at = now(), version = version + 1 WHERE id IN ${uuidList(touched)}`,
      );
    }
    const sizes = plan.products.flatMap((p) =>
      p.newSizes.map((s) => ({
        product_id: idOf.get(p.slug)!,
        size: s.size,
        sku: s.sku,
        stock: s.stock,
        sort_order: s.sortOrder,
      })),
    );
    if (sizes.length > 0) {
      await tx.execute(sql`
        INSERT INTO ${productVariants} (product_id, size, sku, stock, sort_order)
        SELECT product_id, size, sku, stock, sort_order
        FROM jsonb_to_recordset(${json(sizes)}) AS x(product_id uuid, size text, sku text, stock int, sort_order int)`);
    }
    const stock = plan.products.flatMap((p) => p.stock);
    if (stock.length > 0) {
      await tx.execute(sql`
        UPDATE ${productVariants} v SET stock = x.stock
        FROM jsonb_to_recordset(${json(stock.map((s) => ({ id: s.variant.id, stock: s.stock })))}) AS x(id uuid, stock int)
        WHERE v.id = x.id`);
    }
    await deps.catalog.announceRestocks(
      tx,
      stock.filter((s) => s.variant.stock <= 0 && s.stock > 0).map((s) => s.variant.id),
    );

    // One entry for the import, one per product it created or changed.
    const audited: AuditInput[] = [
      {
        actor,
        action: 'product.import',
        entity: 'product_import',
        entityId: importId,
        before: null,
        after: { ...plan.summary },
      },
    ];
    for (const p of plan.products) {
      const id = idOf.get(p.slug)!;
      const sizesBefore = Object.fromEntries(p.stock.map((s) => [s.variant.size, s.variant.stock]));
      const sizesAfter = {
        ...Object.fromEntries(p.stock.map((s) => [s.variant.size, s.stock])),
        ...Object.fromEntries(p.newSizes.map((s) => [s.size, s.stock])),
      };
      if (!p.existing) {
        audited.push({
          actor,
          action: 'product.create',
          entity: 'product',
          entityId: id,
          before: null,
          after: {
            slug: p.slug,
            name: p.fields.name,
            mrpPaise: p.fields.mrpPaise,
            salePaise: p.fields.salePaise,
            hsn: p.fields.hsn,
            countryOfOrigin: p.fields.countryOfOrigin,
            stock: sizesAfter,
            importId,
          },
        });
        continue;
      }
      const before: Record<string, unknown> = { stock: sizesBefore };
      const after: Record<string, unknown> = { stock: sizesAfter, importId };
      for (const k of p.changed) {
        before[k] = p.existing[k];
        after[k] = p.fields[k];
      }
      audited.push({ actor, action: 'product.update', entity: 'product', entityId: id, before, after });
    }
    await deps.audit.recordMany(tx, audited);
  }

  return {
    /** The whole catalogue as CSV, one row per size (streamed; see product-csv.ts). */
    exportCsv: () => exportCatalogueCsv(db),

    /**
     * Checks an uploaded CSV file and, unless `dryRun`, applies it in one transaction. A file that is not a usable
     * CSV is refused (Invalid / TooLarge); a file with row errors answers them (dry run) or is refused whole (apply).
     */
    async importCsv(bytes: Buffer, opts: { dryRun: boolean; actor: Actor }): Promise<ImportResult> {
      const started = performance.now();
      const file = readCsvFile(bytes);
      const answer = (p: Plan, applied: boolean): ImportResult => ({
        dryRun: opts.dryRun,
        applied,
        summary: p.summary,
        errors: p.errors.slice(0, MAX_LISTED_ERRORS),
        errorCount: p.errors.length,
        tookMs: Math.round(performance.now() - started),
      });
      if (opts.dryRun) return answer(await planImport(db, file, false, deps.hsnCovered), false);
      let checked: Plan;
      try {
        checked = await db.transaction(async (tx) => {
          const p = await planImport(tx, file, true, deps.hsnCovered);
          // Nothing to change (an export imported back): nothing written, nothing audited.
          if (p.errors.length === 0 && p.products.length > 0) await write(tx, p, opts.actor, crypto.randomUUID());
          return p;
        });
      } catch (err) {
        if ((err as { cause?: { code?: string } }).cause?.code === '23505') {
          throw new Conflict(
            'The catalogue changed while importing (a slug or SKU was taken meanwhile). Nothing was changed: check the file again.',
          );
        }
        throw err;
      }
      if (checked.errors.length > 0) {
        const fields = Object.fromEntries(
          checked.errors.slice(0, 50).map((e) => [`row ${e.row}${e.column ? ` ${e.column}` : ''}`, e.message]),
        );
        throw new Invalid(
          `${checked.errors.length} problem${checked.errors.length > 1 ? 's' : ''} in the file: nothing was changed. Check it (dry run), correct the rows and import again.`,
          { fields },
        );
      }
      return answer(checked, true);
    },
  };
}

export type ProductImport = ReturnType<typeof createProductImport>;
