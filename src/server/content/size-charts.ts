/**
 * The size guide's charts (content, seeded with the demo catalogue): all of them for /sizeguide, or the one of a
 * product's category for its page. The only code that reads `size_charts`.
 */
import { and, asc, eq } from 'drizzle-orm';
import { sizeChartAnchor, type SizeChartDto } from '../../shop/size-guide.ts';
import type { Db } from '../db/client.ts';
import { sizeCharts } from './tables.ts';

type Row = typeof sizeCharts.$inferSelect;

function toDto(r: Row): SizeChartDto {
  const gender = r.gender === 'men' ? 'men' : 'women';
  return {
    anchor: sizeChartAnchor(gender, r.categorySlug),
    gender,
    categorySlug: r.categorySlug,
    title: r.title,
    intro: r.intro,
    tables: r.tables,
  };
}

export function createSizeChartService(db: Db) {
  return {
    /** Every chart, in the guide's order (sort_order). */
    async all(): Promise<SizeChartDto[]> {
      const rows = await db.select().from(sizeCharts).orderBy(asc(sizeCharts.sortOrder), asc(sizeCharts.title));
      return rows.map(toDto);
    },

    /** The chart of a category (by its gender and slug), or null when it has none. */
    async forCategory(gender: string, categorySlug: string): Promise<SizeChartDto | null> {
      if (gender !== 'men' && gender !== 'women') return null;
      const [row] = await db
        .select()
        .from(sizeCharts)
        .where(and(eq(sizeCharts.gender, gender), eq(sizeCharts.categorySlug, categorySlug.toLowerCase())))
        .limit(1);
      return row ? toDto(row) : null;
    },
  };
}

export type SizeChartService = ReturnType<typeof createSizeChartService>;
